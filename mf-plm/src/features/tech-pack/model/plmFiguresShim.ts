/**
 * TEMPORARY: stands in for `@atelier/api-contract/values`' plm-figures until that module lands on
 * main (another engineer is writing it). Same signatures; deleted at the merge, never kept.
 */
import type { FibreShare, PointOfMeasure, SizeRange, StyleContent } from '@atelier/api-contract';
import {
  MICROMETRES_PER,
  SIZE_RANGES,
  type MeasurementUnit,
  type StyleCategory,
} from '@atelier/api-contract/values';

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
  'Each row is rounded to the nearest cent (half up), then summed; duty is rounded to the nearest cent of FOB.';

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
      retailCents === null || marginCents === null || retailCents === 0
        ? null
        : Math.round((marginCents * 10_000) / retailCents),
  };
}

export function gradedValues(
  point: PointOfMeasure,
  sizeRange: SizeRange,
): { size: string; micrometres: number; overridden: boolean }[] {
  const base = sizeRange.sizes.indexOf(sizeRange.baseSize);
  const step = (i: number) =>
    point.grade.kind === 'even'
      ? point.grade.incrementMicrometres
      : (point.grade.incrementsMicrometres[i] ?? 0);
  return sizeRange.sizes.map((size, index) => {
    let value = point.baseMicrometres;
    for (let i = base; i < index; i += 1) value += step(i);
    for (let i = index; i < base; i += 1) value -= step(i);
    const override = point.overrides[size];
    return override === undefined
      ? { size, micrometres: value, overridden: false }
      : { size, micrometres: override, overridden: true };
  });
}

export function formatLength(micrometres: number, unit: MeasurementUnit): string {
  const sign = micrometres < 0 ? '-' : '';
  const abs = Math.abs(micrometres);
  if (unit === 'cm') return `${sign}${String(Math.round(abs / 10) / 1000)}`;
  const eighths = Math.round(abs / (MICROMETRES_PER.in / 8));
  const whole = Math.floor(eighths / 8);
  let rest = eighths % 8;
  let denominator = 8;
  while (rest !== 0 && rest % 2 === 0) {
    rest /= 2;
    denominator /= 2;
  }
  if (rest === 0) return `${sign}${String(whole)}`;
  const fraction = `${String(rest)}/${String(denominator)}`;
  return whole === 0 ? `${sign}${fraction}` : `${sign}${String(whole)} ${fraction}`;
}

export function parseLength(text: string, unit: MeasurementUnit): number | null {
  const trimmed = text.trim();
  const mixed = /^(-?)(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(trimmed);
  let value: number;
  if (unit === 'in' && mixed !== null) {
    const denominator = Number(mixed[4]);
    if (denominator === 0) return null;
    value =
      (Number(mixed[2] ?? '0') + Number(mixed[3]) / denominator) * (mixed[1] === '-' ? -1 : 1);
  } else if (/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(trimmed)) {
    value = Number(trimmed);
  } else return null;
  return Math.round(value * MICROMETRES_PER[unit]);
}

export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,3})?$|^\.\d{1,3}$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 1000);
}

export const formatQuantity = (milli: number): string => String(milli / 1000);

export function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

export const formatPercent = (basisPoints: number): string => `${String(basisPoints / 100)}%`;

export const contentTotal = (content: readonly FibreShare[]): number =>
  content.reduce((sum, share) => sum + share.percent, 0);

export const contentText = (content: readonly FibreShare[]): string =>
  content.map((share) => `${String(share.percent)}% ${share.fibre}`).join(' ');

export function parseContent(text: string): FibreShare[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const shares: FibreShare[] = [];
  const pattern = /(\d+)\s*%\s*([^\d%,]+?)\s*(?:,|(?=\d)|$)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(trimmed)) !== null) {
    const percent = Number(match[1]);
    const fibre = (match[2] ?? '').trim();
    if (percent < 1 || percent > 100 || fibre === '') return null;
    shares.push({ fibre, percent });
    consumed = pattern.lastIndex;
    if (consumed >= trimmed.length) break;
  }
  return consumed === trimmed.length && shares.length > 0 ? shares : null;
}

type TemplatePoint = Omit<PointOfMeasure, 'id'>;
const even = (cm: number) => ({ kind: 'even' as const, incrementMicrometres: cm * 10_000 });
const point = (code: string, name: string, howToMeasure: string, baseCm: number, gradeCm: number): TemplatePoint => ({
  code,
  name,
  howToMeasure,
  toleranceMicrometres: 5_000,
  baseMicrometres: baseCm * 10_000,
  grade: even(gradeCm),
  overrides: {},
});

export const POM_TEMPLATES = {
  tops: [
    point('A', 'Chest width', '2.5 cm below the armhole, side to side', 52, 2.5),
    point('B', 'Body length', 'From the high point of the shoulder to the hem', 70, 1.5),
  ],
  bottoms: [
    point('A', 'Waist width', 'Along the waistband, edge to edge, relaxed', 38, 2),
    point('B', 'Inseam', 'From the crotch seam to the hem', 78, 0),
  ],
} satisfies Record<'tops' | 'bottoms', TemplatePoint[]>;
export type PomTemplate = keyof typeof POM_TEMPLATES;

export const pomTemplateFor = (category: StyleCategory): PomTemplate | null =>
  category === 'Tops' || category === 'Dresses' || category === 'Outerwear' || category === 'Knitwear'
    ? 'tops'
    : category === 'Bottoms'
      ? 'bottoms'
      : null;

export const pointsFromTemplate = (template: PomTemplate, newId: () => string): PointOfMeasure[] =>
  POM_TEMPLATES[template].map((p) => ({ ...p, id: newId(), overrides: {} }));

export function emptyStyleContent(): StyleContent {
  return {
    styleNumber: '',
    name: '',
    season: 'SS27',
    category: 'Tops',
    status: 'Concept',
    description: '',
    coverImageId: null,
    sizeRange: { name: 'XXS-XXL', sizes: [...SIZE_RANGES['XXS-XXL']], baseSize: 'M' },
    targetCostCents: null,
    targetRetailCents: null,
    sketches: [],
    bom: [],
    costs: { cutMakeTrimCents: 0, overheadCents: 0, freightCents: 0, dutyBasisPoints: 0 },
    measurementUnit: 'cm',
    pointsOfMeasure: [],
    construction: [],
    colorways: [],
    care: { symbols: [], labels: '', packaging: '' },
  };
}
