import ExcelJS from 'exceljs';
import { costSheet, gradedChart } from '@atelier/api-contract';
import { fixtureInput } from '../fixtures';
import { BOM_SHEET, COLOUR_MATRIX_SHEET, bomWorkbook } from './bom-workbook';
import { SPEC_SHEET, specsWorkbook } from './specs-workbook';
import { NUMBER_FORMAT } from './workbook';

async function read(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The sheet's cells by column header: row → header → cell. */
function byHeader(sheet: ExcelJS.Worksheet, rowNumber: number, header: string): ExcelJS.Cell {
  const headers = sheet.getRow(1).values as unknown[];
  const column = headers.indexOf(header);
  if (column < 1) throw new Error(`No column ${header}`);
  return sheet.getRow(rowNumber).getCell(column);
}

function expectNumber(cell: ExcelJS.Cell, value: number, numFmt?: string) {
  expect(cell.type).toBe(ExcelJS.ValueType.Number);
  expect(cell.value).toBeCloseTo(value, 10);
  if (numFmt !== undefined) expect(cell.numFmt).toBe(numFmt);
}

describe('the BOM workbook', () => {
  test('has one row per material, with numbers for quantity, unit cost, wastage and cost', async () => {
    const input = await fixtureInput();
    const sheet = (await read(await bomWorkbook(input))).getWorksheet(BOM_SHEET);
    if (sheet === undefined) throw new Error('No BOM sheet');
    const costs = costSheet(input.content).rows;
    input.content.bom.forEach((row, index) => {
      const at = index + 2;
      expect(byHeader(sheet, at, 'Material').value).toBe(row.name);
      expect(byHeader(sheet, at, 'Type').value).toBe(row.type);
      expect(byHeader(sheet, at, 'Unit').value).toBe(row.unit);
      expectNumber(byHeader(sheet, at, 'Quantity'), row.quantityMilli / 1000);
      expectNumber(byHeader(sheet, at, 'Unit cost'), row.unitCostCents / 100, NUMBER_FORMAT.usd);
      expectNumber(byHeader(sheet, at, 'Wastage'), row.wastageBasisPoints / 10_000, '0.00%');
      expectNumber(
        byHeader(sheet, at, 'Cost'),
        (costs[index]?.costCents ?? NaN) / 100,
        '$#,##0.00',
      );
    });
    expect(byHeader(sheet, 2, 'Content').value).toBe('55% Linen, 45% Cotton');
  });

  test('carries the cost sheet under the cost column', async () => {
    const input = await fixtureInput();
    const sheet = (await read(await bomWorkbook(input))).getWorksheet(BOM_SHEET);
    if (sheet === undefined) throw new Error('No BOM sheet');
    const figures = costSheet(input.content);
    const rowOf = (label: string) => {
      for (let at = 1; at <= sheet.rowCount; at++) {
        if (byHeader(sheet, at, 'Material').value === label) return at;
      }
      throw new Error(`No line ${label}`);
    };
    expectNumber(
      byHeader(sheet, rowOf('Landed cost'), 'Cost'),
      figures.landedCents / 100,
      '$#,##0.00',
    );
    expectNumber(byHeader(sheet, rowOf('FOB'), 'Cost'), figures.fobCents / 100);
    expectNumber(
      byHeader(sheet, rowOf('Margin %'), 'Cost'),
      (figures.marginBasisPoints ?? NaN) / 10_000,
      '0.00%',
    );
  });

  test('has the colour matrix: materials by colorway', async () => {
    const input = await fixtureInput();
    const sheet = (await read(await bomWorkbook(input))).getWorksheet(COLOUR_MATRIX_SHEET);
    if (sheet === undefined) throw new Error('No colour matrix');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Material',
      'Sand (SND-01)',
      'Navy (NVY-02)',
      'Sage (SAG-03)',
    ]);
    expect(byHeader(sheet, 2, 'Navy (NVY-02)').value).toBe('Navy 19-4024');
  });
});

describe('the specs workbook', () => {
  test('in inches: decimal numbers shown in eighths', async () => {
    const input = await fixtureInput({ unit: 'in' });
    const sheet = (await read(await specsWorkbook(input))).getWorksheet(SPEC_SHEET);
    if (sheet === undefined) throw new Error('No spec sheet');
    const cuff = input.content.pointsOfMeasure.findIndex((point) => point.code === 'E') + 2;
    expect(byHeader(sheet, cuff, 'Point of measure').value).toBe('Cuff height');
    expectNumber(byHeader(sheet, cuff, 'M (base)'), 1.375, '# ?/8');
    expectNumber(byHeader(sheet, cuff, 'Tolerance ± (in)'), 0.125, '# ?/8');
    expectNumber(byHeader(sheet, 2, 'XXS'), 19);
  });

  test('in centimetres: numbers to two decimals, one column per size', async () => {
    const input = await fixtureInput({ unit: 'cm' });
    const sheet = (await read(await specsWorkbook(input))).getWorksheet(SPEC_SHEET);
    if (sheet === undefined) throw new Error('No spec sheet');
    const chart = gradedChart(input.content);
    chart.rows.forEach((row, index) => {
      for (const value of row.values) {
        const header = value.size === chart.baseSize ? `${value.size} (base)` : value.size;
        const expected = Math.round(value.micrometres / 100) / 100;
        expectNumber(byHeader(sheet, index + 2, header), expected, '0.00');
      }
    });
    expectNumber(byHeader(sheet, 2, 'M (base)'), 55.88);
  });
});
