/**
 * The specs workbook: sheet 'Spec chart', one row per point of measure, one column per size, as
 * numbers in the style's unit: centimetres to 2 decimals, or inches as decimals shown in eighths
 * ('# ?/8'), so a factory can compute with them and still read 1 3/8.
 */
import { MICROMETRES_PER, gradedChart, type MeasurementUnit } from '@atelier/api-contract';
import type { TechPackInput } from '../tech-pack-input';
import { NUMBER_FORMAT, newWorkbook, styleHeader, toBuffer } from './workbook';

export const SPEC_SHEET = 'Spec chart';
/** Centimetres are written to 2 decimals: whole hundredths of a centimetre. */
const MICROMETRES_PER_HUNDREDTH_CM = MICROMETRES_PER.cm / 100;

/**
 * A length as the number its cell holds in `unit`. Centimetres are rounded half away from zero
 * on whole micrometres (615,950 µm is 61.60, where `toFixed` on 61.595 would give 61.59); inches
 * are exact for any eighth (3,175 µm).
 */
export function lengthIn(micrometres: number, unit: MeasurementUnit): number {
  if (unit === 'in') return micrometres / MICROMETRES_PER.in;
  const hundredths = Math.round(Math.abs(micrometres) / MICROMETRES_PER_HUNDREDTH_CM);
  return (Math.sign(micrometres) * hundredths) / 100;
}

export async function specsWorkbook(input: TechPackInput): Promise<Buffer> {
  const { content } = input;
  const unit = content.measurementUnit;
  const chart = gradedChart(content);
  const numFmt = unit === 'cm' ? NUMBER_FORMAT.centimetres : NUMBER_FORMAT.inches;
  const workbook = newWorkbook(input, `Graded spec chart (${unit})`);
  const sheet = workbook.addWorksheet(SPEC_SHEET);
  sheet.columns = [
    { header: 'Code', key: 'code', width: 8 },
    { header: 'Point of measure', key: 'name', width: 36 },
    { header: `Tolerance ± (${unit})`, key: 'tolerance', width: 14, style: { numFmt } },
    ...chart.sizes.map((size) => ({
      header: size === chart.baseSize ? `${size} (base)` : size,
      key: `size:${size}`,
      width: 10,
      style: { numFmt },
    })),
    { header: 'How to measure', key: 'howToMeasure', width: 48 },
  ];
  styleHeader(sheet);
  const howToMeasure = new Map(
    content.pointsOfMeasure.map((point) => [point.id, point.howToMeasure]),
  );
  for (const row of chart.rows) {
    sheet.addRow({
      code: row.code,
      name: row.name,
      tolerance: lengthIn(row.toleranceMicrometres, unit),
      ...Object.fromEntries(
        row.values.map((value) => [`size:${value.size}`, lengthIn(value.micrometres, unit)]),
      ),
      howToMeasure: howToMeasure.get(row.id) ?? '',
    });
  }
  return toBuffer(workbook);
}
