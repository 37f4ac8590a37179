/** Care (the ISO 3758 symbols in a label's order, each with its text), labels and packaging. */
import { CARE_GROUPS, CARE_SYMBOLS } from '@atelier/api-contract';
import type { TechPackInput } from '../tech-pack-input';
import { drawCareSymbol } from './care-symbols';
import {
  FONT,
  FONT_SIZE,
  GAP,
  contentBox,
  ensureSpace,
  paragraph,
  sectionPage,
  subheading,
  type Pdf,
} from './layout';
import { pdfText } from './text';

const SYMBOL_SIZE = 26;

function drawSymbols(doc: Pdf, { content }: TechPackInput): void {
  const chosen = new Set<string>(content.care.symbols);
  const symbols = CARE_GROUPS.flatMap((group) =>
    CARE_SYMBOLS.filter((symbol) => symbol.group === group && chosen.has(symbol.code)),
  );
  if (symbols.length === 0) {
    paragraph(doc, 'No care symbols.', { muted: true });
    return;
  }
  const { left, width } = contentBox(doc);
  for (const symbol of symbols) {
    ensureSpace(doc, SYMBOL_SIZE + GAP);
    const top = doc.y;
    drawCareSymbol(doc, symbol.code, left, top, SYMBOL_SIZE);
    doc.font(FONT.regular).fontSize(FONT_SIZE.body);
    const textLeft = left + SYMBOL_SIZE + GAP;
    doc.text(pdfText(symbol.text), textLeft, top + SYMBOL_SIZE / 2 - FONT_SIZE.body / 2, {
      width: width - SYMBOL_SIZE - GAP,
    });
    doc.y = top + SYMBOL_SIZE + GAP / 2;
  }
  doc.x = left;
}

export function drawCare(doc: Pdf, input: TechPackInput): void {
  const { care } = input.content;
  sectionPage(doc, 'Care');
  drawSymbols(doc, input);
  doc.moveDown();
  subheading(doc, 'Labels');
  paragraph(doc, pdfText(care.labels === '' ? 'None.' : care.labels), {
    muted: care.labels === '',
  });
  doc.moveDown();
  subheading(doc, 'Packaging');
  paragraph(doc, pdfText(care.packaging === '' ? 'None.' : care.packaging), {
    muted: care.packaging === '',
  });
}
