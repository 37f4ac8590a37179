/**
 * TEMPORARY: stands in for api-contract's values/plm-figures.ts (being written on main) with its
 * announced signatures, so the exports can be written and tested now. Deleted at the merge.
 */
import type { FibreShare, StyleContent } from '@atelier/api-contract';
import { MICROMETRES_PER, type MeasurementUnit } from '@atelier/api-contract';

export interface CostSheet {
  rows: { id: string; costCents: number }[];
  materialsCents: number;
  cutMakeTrimCents: number;
  overheadCents: number;
  fobCents: number;
  dutyCents: number;
  freightCents: number;
  landedCents: number;
  targetCostCents: number | null;
  overTargetCents: number | null;
  retailCents: number | null;
  marginCents: number | null;
  marginBasisPoints: number | null;
}

export const COST_ROUNDING_RULE =
  'Each BOM row is rounded to the nearest cent (half up); totals add the rounded rows.';

export function costSheet(content: StyleContent): CostSheet {
  const rows = content.bom.map((row) => ({
    id: row.id,
    costCents: Math.round(
      (row.quantityMilli * row.unitCostCents * (10_000 + row.wastageBasisPoints)) / 10_000_000,
    ),
  }));
  const materialsCents = rows.reduce((sum, row) => sum + row.costCents, 0);
  const { cutMakeTrimCents, overheadCents, freightCents, dutyBasisPoints } = content.costs;
  const fobCents = materialsCents + cutMakeTrimCents + overheadCents;
  const dutyCents = Math.round((fobCents * dutyBasisPoints) / 10_000);
  const landedCents = fobCents + dutyCents + freightCents;
  const retailCents = content.targetRetailCents;
  const marginCents = retailCents === null ? null : retailCents - landedCents;
  return {
    rows,
    materialsCents,
    cutMakeTrimCents,
    overheadCents,
    fobCents,
    dutyCents,
    freightCents,
    landedCents,
    targetCostCents: content.targetCostCents,
    overTargetCents:
      content.targetCostCents === null ? null : landedCents - content.targetCostCents,
    retailCents,
    marginCents,
    marginBasisPoints:
      retailCents === null || retailCents === 0 || marginCents === null
        ? null
        : Math.round((marginCents * 10_000) / retailCents),
  };
}

export function gradedChart(content: StyleContent) {
  const { sizes, baseSize } = content.sizeRange;
  const baseIndex = sizes.indexOf(baseSize);
  return {
    sizes,
    baseSize,
    rows: content.pointsOfMeasure.map((point) => ({
      id: point.id,
      code: point.code,
      name: point.name,
      toleranceMicrometres: point.toleranceMicrometres,
      values: sizes.map((size, index) => {
        const override = point.overrides[size];
        if (override !== undefined) return { size, micrometres: override, overridden: true };
        let value = point.baseMicrometres;
        const grade = point.grade;
        const step = (i: number) =>
          grade.kind === 'even' ? grade.incrementMicrometres : (grade.incrementsMicrometres[i] ?? 0);
        for (let i = baseIndex; i < index; i++) value += step(i);
        for (let i = index; i < baseIndex; i++) value -= step(i);
        return { size, micrometres: value, overridden: false };
      }),
    })),
  };
}

const EIGHTHS = 8;
export function formatLength(micrometres: number, unit: MeasurementUnit): string {
  if (unit === 'cm') return (micrometres / MICROMETRES_PER.cm).toFixed(1);
  const eighths = Math.round((micrometres * EIGHTHS) / MICROMETRES_PER.in);
  const sign = eighths < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(eighths) / EIGHTHS);
  let part = Math.abs(eighths) % EIGHTHS;
  let denominator = EIGHTHS;
  while (part !== 0 && part % 2 === 0) {
    part /= 2;
    denominator /= 2;
  }
  if (part === 0) return `${sign}${String(whole)}`;
  return whole === 0
    ? `${sign}${String(part)}/${String(denominator)}`
    : `${sign}${String(whole)} ${String(part)}/${String(denominator)}`;
}

export const formatQuantity = (milli: number) =>
  String(Number((milli / 1000).toFixed(3)));

export const formatPercent = (basisPoints: number) =>
  `${String(Number((basisPoints / 100).toFixed(2)))}%`;

export const contentText = (content: readonly FibreShare[]) =>
  content.map(({ percent, fibre }) => `${String(percent)}% ${fibre}`).join(', ');
