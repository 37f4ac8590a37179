/**
 * Text for PDFKit's standard fonts. They encode WinAnsi (Windows-1252) only, and PDFKit writes a
 * character outside it as a wrong code rather than failing, so a supplier's name in another
 * script would print as garbage. Every text the tech pack writes goes through `pdfText` first:
 * Latin-1 ('°', 'µ', '×', 'é') and Windows-1252's extra punctuation pass; accented letters
 * beyond it lose their accent ('ő' → 'o'); a few signs get a spelled-out twin; what is left
 * ('ł', other scripts) becomes '?'. Embedding a Unicode font would lift this, at the cost of shipping one.
 */

/** The characters Windows-1252 puts at 0x80-0x9F, beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((character) => character.codePointAt(0)),
);

/** Signs a garment's texts use that WinAnsi lacks, written with the signs it has. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '−': '-',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '″': '"',
  '′': "'",
  '✓': 'v',
  '→': '->',
  '\u00a0': ' ',
};

const COMBINING_MARKS = /\p{M}+/gu;
const UNKNOWN = '?';

const LATIN_1_PRINTABLE = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);

function encodable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return character === '\n' || LATIN_1_PRINTABLE(code) || WIN_ANSI_EXTRA.has(code);
}

export function pdfText(text: string): string {
  let safe = '';
  for (const character of text.replace(/\r\n?/g, '\n').replaceAll('\t', ' ')) {
    if (encodable(character)) {
      safe += character;
      continue;
    }
    const spelled = SPELLED_OUT[character];
    if (spelled !== undefined) {
      safe += spelled;
      continue;
    }
    const bare = character.normalize('NFKD').replace(COMBINING_MARKS, '');
    safe += bare !== '' && Array.from(bare).every(encodable) ? bare : UNKNOWN;
  }
  return safe;
}
