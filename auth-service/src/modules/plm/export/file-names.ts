/**
 * The names the exports are downloaded as (`Content-Disposition`). A style number is the owner's
 * free text, so anything but letters, digits, `.`, `_` and `-` becomes `-`: the name is the same
 * on every system and needs no quoting.
 */
const UNSAFE = /[^A-Za-z0-9._-]+/g;
/** Leading dots would hide the file on Unix; edge dashes are noise. */
const EDGES = /^[.-]+|-+$/g;
const FALLBACK = 'style';

function safeStem(styleNumber: string, revision: number): string {
  const stem = styleNumber.replace(UNSAFE, '-').replace(EDGES, '');
  return `${stem === '' ? FALLBACK : stem}-rev${String(revision)}`;
}

export const TECH_PACK_FILE_NAMES = {
  /** 'AT-1001-rev3-tech-pack.pdf' */
  pdf: (styleNumber: string, revision: number) =>
    `${safeStem(styleNumber, revision)}-tech-pack.pdf`,
  /** 'AT-1001-rev3-bom.xlsx' */
  bom: (styleNumber: string, revision: number) => `${safeStem(styleNumber, revision)}-bom.xlsx`,
  /** 'AT-1001-rev3-specs.xlsx' */
  specs: (styleNumber: string, revision: number) => `${safeStem(styleNumber, revision)}-specs.xlsx`,
} as const;
