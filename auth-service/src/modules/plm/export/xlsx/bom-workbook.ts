/**
 * The BOM workbook: sheet 'BOM' (one row per material, then the cost sheet under the cost
 * column) and sheet 'Colour matrix' (materials × colorways).
 */
import type ExcelJS from 'exceljs';
import { costLines } from '../cost-lines';
import { COST_ROUNDING_RULE, contentText, costSheet } from '@atelier/api-contract';
import type { TechPackInput } from '../tech-pack-input';
import { NUMBER_FORMAT, dollars, fraction, newWorkbook, styleHeader, toBuffer } from './workbook';

export const BOM_SHEET = 'BOM';
export const COLOUR_MATRIX_SHEET = 'Colour matrix';

const BOM_COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Type', key: 'type', width: 11 },
  { header: 'Material', key: 'name', width: 36 },
  { header: 'Supplier', key: 'supplier', width: 22 },
  { header: 'Content', key: 'content', width: 24 },
  { header: 'Placement', key: 'placement', width: 28 },
  { header: 'Quantity', key: 'quantity', width: 11, style: { numFmt: NUMBER_FORMAT.quantity } },
  { header: 'Unit', key: 'unit', width: 6 },
  { header: 'Unit cost', key: 'unitCost', width: 12, style: { numFmt: NUMBER_FORMAT.usd } },
  { header: 'Wastage', key: 'wastage', width: 10, style: { numFmt: NUMBER_FORMAT.percent } },
  { header: 'Cost', key: 'cost', width: 12, style: { numFmt: NUMBER_FORMAT.usd } },
];

function addBomSheet(workbook: ExcelJS.Workbook, { content }: TechPackInput): void {
  const sheet = workbook.addWorksheet(BOM_SHEET);
  sheet.columns = BOM_COLUMNS;
  styleHeader(sheet);
  const costs = new Map(costSheet(content).rows.map((row) => [row.id, row.costCents]));
  for (const row of content.bom) {
    sheet.addRow({
      type: row.type,
      name: row.name,
      supplier: row.supplierName,
      content: contentText(row.content),
      placement: row.placement,
      quantity: row.quantityMilli / 1000,
      unit: row.unit,
      unitCost: dollars(row.unitCostCents),
      wastage: fraction(row.wastageBasisPoints),
      cost: dollars(costs.get(row.id) ?? 0),
    });
  }
  sheet.addRow([]);
  const title = sheet.addRow({ name: 'Cost sheet (per garment)' });
  title.font = { bold: true };
  for (const line of costLines(content)) {
    const row = sheet.addRow({ name: line.label });
    const cell = row.getCell('cost');
    if (line.value === null) cell.value = 'not set';
    else if (line.kind === 'money') cell.value = dollars(line.value);
    else {
      cell.value = fraction(line.value);
      cell.numFmt = NUMBER_FORMAT.percent;
    }
    if (line.total === true) row.font = { bold: true };
  }
  sheet.addRow({ name: `Rounding: ${COST_ROUNDING_RULE}` }).font = { italic: true };
}

function addColourMatrix(workbook: ExcelJS.Workbook, { content }: TechPackInput): void {
  const sheet = workbook.addWorksheet(COLOUR_MATRIX_SHEET);
  sheet.columns = [
    { header: 'Material', key: 'material', width: 36 },
    ...content.colorways.map((colorway) => ({
      header: colorway.code === '' ? colorway.name : `${colorway.name} (${colorway.code})`,
      key: colorway.id,
      width: 20,
    })),
  ];
  styleHeader(sheet);
  for (const row of content.bom) {
    sheet.addRow({ material: row.name, ...row.colours });
  }
}

export async function bomWorkbook(input: TechPackInput): Promise<Buffer> {
  const workbook = newWorkbook(input, 'Bill of materials and cost sheet');
  addBomSheet(workbook, input);
  addColourMatrix(workbook, input);
  return toBuffer(workbook);
}
