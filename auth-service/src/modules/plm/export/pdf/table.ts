/**
 * The tech pack's tables (BOM, spec chart, construction, colour matrix): fixed columns, cells that
 * wrap, striped rows, and a long table continued on the next page with its header drawn again,
 * so a page torn out of the pack on the factory floor still says what its columns are.
 */
import { pdfText } from './text';
import { COLOUR, FONT, FONT_SIZE, contentBox, continuePage, type Pdf } from './layout';

export interface TableColumn {
  header: string;
  /** A share of the table's width; the shares are scaled to fill it. */
  weight: number;
  align?: 'left' | 'right' | 'center';
  /** Fills the whole column (the base size of the spec chart). */
  fill?: string;
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
}

/** Inner space of a cell, in points. */
const CELL_PADDING = 3;

function widthsOf(columns: readonly TableColumn[], width: number): number[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  return columns.map((column) => (column.weight / total) * width);
}

function rowHeight(doc: Pdf, cells: readonly string[], widths: readonly number[]): number {
  let height = 0;
  cells.forEach((cell, index) => {
    const width = (widths[index] ?? 0) - 2 * CELL_PADDING;
    height = Math.max(height, doc.heightOfString(cell, { width }));
  });
  return height + 2 * CELL_PADDING;
}

function drawRow(
  doc: Pdf,
  cells: readonly string[],
  columns: readonly TableColumn[],
  widths: readonly number[],
  top: number,
  height: number,
  background: string | undefined,
): void {
  const { left, right } = contentBox(doc);
  if (background !== undefined) doc.rect(left, top, right - left, height).fill(background);
  let x = left;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    const fill = columns[index]?.fill;
    if (fill !== undefined) doc.rect(x, top, width, height).fill(fill);
    doc.fillColor(COLOUR.text).text(cell, x + CELL_PADDING, top + CELL_PADDING, {
      width: width - 2 * CELL_PADDING,
      align: columns[index]?.align ?? 'left',
    });
    x += width;
  });
  doc
    .moveTo(left, top + height)
    .lineTo(right, top + height)
    .lineWidth(0.5)
    .strokeColor(COLOUR.rule)
    .stroke();
}

function drawHeader(doc: Pdf, columns: readonly TableColumn[], widths: readonly number[]): void {
  doc.font(FONT.bold).fontSize(FONT_SIZE.table);
  const headers = columns.map((column) => pdfText(column.header));
  const height = rowHeight(doc, headers, widths);
  const top = doc.y;
  drawRow(doc, headers, columns, widths, top, height, COLOUR.headerFill);
  doc.y = top + height;
}

/** Draws the table from the cursor down, across as many pages as its rows need. */
export function drawTable(
  doc: Pdf,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
): void {
  const widths = widthsOf(columns, contentBox(doc).width);
  drawHeader(doc, columns, widths);
  rows.forEach((row, index) => {
    const cells = row.cells.map(pdfText);
    doc.font(row.bold === true ? FONT.bold : FONT.regular).fontSize(FONT_SIZE.table);
    const height = rowHeight(doc, cells, widths);
    if (doc.y + height > contentBox(doc).bottom) {
      continuePage(doc);
      drawHeader(doc, columns, widths);
      doc.font(row.bold === true ? FONT.bold : FONT.regular).fontSize(FONT_SIZE.table);
    }
    const top = doc.y;
    const stripe = index % 2 === 1 ? COLOUR.stripeFill : undefined;
    drawRow(doc, cells, columns, widths, top, height, stripe);
    doc.y = top + height;
  });
  doc.x = contentBox(doc).left;
}
