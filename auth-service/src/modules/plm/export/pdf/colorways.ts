/**
 * The colorways as swatches (a filled square, the name and the code), then the BOM colour matrix:
 * which colour each material is in each colorway. Many colorways are split into several matrices
 * of a readable width, each repeating the material column.
 */
import type { TechPackInput } from '../tech-pack-input';
import {
  COLOUR,
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
import { drawTable, type TableColumn } from './table';
import { pdfText } from './text';

const SWATCH_SIZE = 36;
/** A swatch and its words take this much width. */
const SWATCH_CELL_WIDTH = 96;
const SWATCH_TEXT_HEIGHT = 26;
/** Colorways per matrix: beyond this the columns get too narrow for a colour's name. */
const COLORWAYS_PER_MATRIX = 6;
const NO_COLOUR = '-';

function drawSwatches(doc: Pdf, { content }: TechPackInput): void {
  const { left, right } = contentBox(doc);
  let x = left;
  let top = doc.y;
  for (const colorway of content.colorways) {
    if (x + SWATCH_CELL_WIDTH > right) {
      x = left;
      top += SWATCH_SIZE + SWATCH_TEXT_HEIGHT + GAP;
    }
    doc.y = top;
    ensureSpace(doc, SWATCH_SIZE + SWATCH_TEXT_HEIGHT);
    top = doc.y;
    doc.rect(x, top, SWATCH_SIZE, SWATCH_SIZE).fillAndStroke(colorway.swatch, COLOUR.rule);
    doc.font(FONT.bold).fontSize(FONT_SIZE.small).fillColor(COLOUR.text);
    doc.text(pdfText(colorway.name), x, top + SWATCH_SIZE + 3, { width: SWATCH_CELL_WIDTH - GAP });
    doc.font(FONT.regular).fillColor(COLOUR.muted);
    doc.text(pdfText(`${colorway.code} ${colorway.swatch.toUpperCase()}`), {
      width: SWATCH_CELL_WIDTH - GAP,
    });
    x += SWATCH_CELL_WIDTH;
  }
  doc.fillColor(COLOUR.text);
  doc.y = top + SWATCH_SIZE + SWATCH_TEXT_HEIGHT + GAP;
  doc.x = left;
}

function drawMatrix(doc: Pdf, { content }: TechPackInput): void {
  for (let start = 0; start < content.colorways.length; start += COLORWAYS_PER_MATRIX) {
    const colorways = content.colorways.slice(start, start + COLORWAYS_PER_MATRIX);
    const columns: TableColumn[] = [
      { header: 'Material', weight: 2 },
      ...colorways.map((colorway) => ({
        header: colorway.code === '' ? colorway.name : `${colorway.name} (${colorway.code})`,
        weight: 1,
      })),
    ];
    drawTable(
      doc,
      columns,
      content.bom.map((row) => ({
        cells: [row.name, ...colorways.map((colorway) => row.colours[colorway.id] ?? NO_COLOUR)],
      })),
    );
    doc.moveDown();
  }
}

export function drawColorways(doc: Pdf, input: TechPackInput): void {
  sectionPage(doc, 'Colorways');
  if (input.content.colorways.length === 0) {
    paragraph(doc, 'No colorways.', { muted: true });
    return;
  }
  drawSwatches(doc, input);
  subheading(doc, 'BOM colour matrix');
  if (input.content.bom.length === 0) paragraph(doc, 'No materials.', { muted: true });
  else drawMatrix(doc, input);
}
