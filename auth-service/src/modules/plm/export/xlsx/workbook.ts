/**
 * What the two workbooks share: exceljs, the number formats, the header row's look, and writing
 * to a Buffer. Numbers are written as numbers (a factory sums and filters them); money is the one
 * conversion at the edge, cents to dollars, shown with a USD format. A text cell is a string in
 * the file, never a formula, so a name starting with '=' is not evaluated.
 */
import ExcelJS from 'exceljs';
import type { TechPackInput } from '../tech-pack-input';

export const NUMBER_FORMAT = {
  usd: '$#,##0.00',
  percent: '0.00%',
  quantity: '#,##0.###',
  centimetres: '0.00',
  /** Inches as a whole number and eighths: 1.375 shows as '1 3/8'. */
  inches: '# ?/8',
} as const;

const CENTS_PER_DOLLAR = 100;
const BASIS_POINTS_PER_UNIT = 10_000;

/** Cents as dollars, the number a USD-formatted cell holds. */
export const dollars = (cents: number) => cents / CENTS_PER_DOLLAR;
/** Hundredths of a percent as the fraction a percent-formatted cell holds (350 → 0.035). */
export const fraction = (basisPoints: number) => basisPoints / BASIS_POINTS_PER_UNIT;

const HEADER_FILL = 'FFE8E8E8';

export function newWorkbook({ style, content }: TechPackInput, subject: string): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atelier PLM';
  workbook.title = `${content.styleNumber} ${content.name}`;
  workbook.subject = `${subject}, revision ${String(style.revision)}`;
  workbook.created = new Date(style.savedAt);
  return workbook;
}

/** Bold, shaded, frozen: the first row names the columns. */
export function styleHeader(sheet: ExcelJS.Worksheet, row = 1): void {
  const header = sheet.getRow(row);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
  sheet.views = [{ state: 'frozen', ySplit: row }];
}

export async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
