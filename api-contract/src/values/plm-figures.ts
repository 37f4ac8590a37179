/**
 * Atelier PLM (issue 38): the figures computed from a tech pack, written once so that the screen
 * shows live what the API stores and the exports print (docs/conventions.md, "One way to do
 * each thing"): the cost sheet, the graded size chart, the units typed and shown, the defaults of a
 * new style, the checks the schema cannot make, and the differences between two revisions.
 *
 * Every figure is an integer in the units of `./plm` (cents, micrometres, thousandths, hundredths
 * of a percent); text is parsed straight into them and formatted straight from them, so nothing is
 * rounded twice and a value typed, saved and shown again reads as it was typed.
 */
// The contract's types only: erased at build, so no schema (nor TypeBox) reaches the browser.
// eslint-disable-next-line no-restricted-imports -- type-only import: erased at build
import type {
  BomRow,
  Colorway,
  ConstructionNote,
  FibreShare,
  PointOfMeasure,
  Sketch,
  SizeRange,
  StyleChange,
  StyleContent,
} from '../plm';
import {
  CARE_SYMBOLS,
  MICROMETRES_PER,
  PLM_MESSAGES,
  SIZE_RANGES,
  STITCH_TYPES,
  STYLE_LIMITS,
  type MeasurementUnit,
  type StyleCategory,
} from './plm';

// ---------------------------------------------------------------------------------------------
// Exact arithmetic

/**
 * n / d rounded to the nearest integer, halves away from zero (d > 0). BigInt because a BOM row's
 * product (quantity × (10,000 + wastage) × unit cost) reaches 2·10^17, past 2^53.
 */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const rounded = (2n * magnitude + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** Micrometres in an eighth of an inch: 25,400 / 8, exact. */
const EIGHTH_MICROMETRES = 3_175;

// ---------------------------------------------------------------------------------------------
// Cost sheet

export interface CostSheet {
  /** Each BOM row: quantity × (1 + wastage) × unit cost, rounded once. */
  rows: { id: string; costCents: number }[];
  /** The sum of the rows' rounded costs. */
  materialsCents: number;
  cutMakeTrimCents: number;
  overheadCents: number;
  /** Materials + CMT + overhead, or the accepted quote's unit price when there is one. */
  fobCents: number;
  /** Materials + CMT + overhead, whatever the FOB is. */
  computedFobCents: number;
  /** Whether the FOB is an accepted quote's unit price (issue 39) rather than computed. */
  fobQuoted: boolean;
  /** FOB × duty, rounded once. */
  dutyCents: number;
  freightCents: number;
  /** FOB + duty + freight. */
  landedCents: number;
  targetCostCents: number | null;
  /** Landed − target (negative: under target); null without a target. */
  overTargetCents: number | null;
  retailCents: number | null;
  /** Retail − landed; null without a retail price. */
  marginCents: number | null;
  /** Margin / retail in hundredths of a percent; null without a retail price (or at 0). */
  marginBasisPoints: number | null;
}

/**
 * The one rounding rule of the cost sheet, shown under it (and in the BOM export) so that a buyer
 * who checks the sum with a calculator knows why a cent may differ from their own rounding.
 */
export const COST_ROUNDING_RULE =
  "Each BOM row's cost (quantity × (1 + wastage) × unit cost) and the duty (FOB × duty rate) are " +
  'computed exactly and rounded once to the nearest cent, halves up; materials, FOB and landed ' +
  'cost are sums of those rounded cents. The margin percentage is rounded once to the nearest ' +
  'hundredth of a percent, halves away from zero.';

/** One BOM row's cost in cents: quantityMilli / 1000 × (1 + wastage / 10,000) × unit cost. */
export function bomRowCostCents(
  row: Pick<BomRow, 'quantityMilli' | 'wastageBasisPoints' | 'unitCostCents'>,
): number {
  const exact =
    BigInt(row.quantityMilli) * BigInt(10_000 + row.wastageBasisPoints) * BigInt(row.unitCostCents);
  return Number(divideRounded(exact, 10_000_000n));
}

/**
 * The cost sheet of `content`. `quotedFobCents`, the unit price of the quote the style's owner
 * accepted (issue 39), replaces the computed FOB: duty, landed cost and margin follow from it.
 */
export function costSheet(
  content: Pick<StyleContent, 'bom' | 'costs' | 'targetCostCents' | 'targetRetailCents'>,
  quotedFobCents: number | null = null,
): CostSheet {
  const rows = content.bom.map((row) => ({ id: row.id, costCents: bomRowCostCents(row) }));
  const { cutMakeTrimCents, overheadCents, freightCents, dutyBasisPoints } = content.costs;
  // Sums of integers below 2^53 (100 rows of at most 10^11 cents), exact as numbers.
  const materialsCents = rows.reduce((sum, row) => sum + row.costCents, 0);
  const computedFobCents = materialsCents + cutMakeTrimCents + overheadCents;
  const fobCents = quotedFobCents ?? computedFobCents;
  const dutyCents = Number(divideRounded(BigInt(fobCents) * BigInt(dutyBasisPoints), 10_000n));
  const landedCents = fobCents + dutyCents + freightCents;
  const targetCostCents = content.targetCostCents;
  const retailCents = content.targetRetailCents;
  const marginCents = retailCents === null ? null : retailCents - landedCents;
  return {
    rows,
    materialsCents,
    cutMakeTrimCents,
    overheadCents,
    fobCents,
    computedFobCents,
    fobQuoted: quotedFobCents !== null,
    dutyCents,
    freightCents,
    landedCents,
    targetCostCents,
    overTargetCents: targetCostCents === null ? null : landedCents - targetCostCents,
    retailCents,
    marginCents,
    marginBasisPoints:
      retailCents === null || marginCents === null || retailCents === 0
        ? null
        : Number(divideRounded(BigInt(marginCents) * 10_000n, BigInt(retailCents))),
  };
}

/** Cents as US dollars: 1250 → '$12.50', 123456 → '$1,234.56', -5 → '-$0.05'. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(magnitude % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Grading

export interface GradedValue {
  size: string;
  micrometres: number;
  /** Set by hand for this size: the grade did not compute it. */
  overridden: boolean;
}

/**
 * The point's value at every size of the range, in the range's order. The value at size i is the
 * base plus the increments of the steps between the base size and size i (subtracted below the
 * base): an even grade takes its one increment per step, a split grade `incrementsMicrometres[k]`
 * for the step from size k to size k + 1. A hand override replaces that size's value only.
 *
 * While the form is being edited the content may be inconsistent, and the chart still draws: a
 * base size that is not in the range grades nothing (every size shows the base), and a split
 * grade's missing step counts as 0. `styleContentProblems` names both.
 */
export function gradedValues(point: PointOfMeasure, sizeRange: SizeRange): GradedValue[] {
  const { sizes } = sizeRange;
  const baseIndex = sizes.indexOf(sizeRange.baseSize);
  const step = (k: number): number =>
    point.grade.kind === 'even'
      ? point.grade.incrementMicrometres
      : (point.grade.incrementsMicrometres[k] ?? 0);
  return sizes.map((size, index) => {
    const override = Object.hasOwn(point.overrides, size) ? point.overrides[size] : undefined;
    if (override !== undefined) return { size, micrometres: override, overridden: true };
    let micrometres = point.baseMicrometres;
    if (baseIndex >= 0) {
      for (let k = baseIndex; k < index; k++) micrometres += step(k);
      for (let k = index; k < baseIndex; k++) micrometres -= step(k);
    }
    return { size, micrometres, overridden: false };
  });
}

export interface GradedChart {
  sizes: string[];
  baseSize: string;
  rows: {
    id: string;
    code: string;
    name: string;
    toleranceMicrometres: number;
    values: GradedValue[];
  }[];
}

/** The graded spec chart: one row per point of measure, one value per size. */
export function gradedChart(
  content: Pick<StyleContent, 'pointsOfMeasure' | 'sizeRange'>,
): GradedChart {
  return {
    sizes: [...content.sizeRange.sizes],
    baseSize: content.sizeRange.baseSize,
    rows: content.pointsOfMeasure.map((point) => ({
      id: point.id,
      code: point.code,
      name: point.name,
      toleranceMicrometres: point.toleranceMicrometres,
      values: gradedValues(point, content.sizeRange),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Units typed and shown

/** Integer digits and up to `decimals` fractional digits, as a decimal string (trailing zeros cut). */
function decimalText(scaled: number, decimals: number): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** The eighths a fraction of an inch is written with, reduced: 2/8 is 1/4. */
const EIGHTHS_TEXT = ['', '1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8'] as const;

/**
 * A length as the spec chart shows it, rounded once from the stored micrometres to the unit's
 * display precision (halves away from zero): centimetres to 2 decimals ('52.5', '52', '52.25');
 * inches to the nearest eighth, the fraction reduced ('20 5/8', '3/8', '20', '-1/4').
 */
export function formatLength(micrometres: number, unit: MeasurementUnit): string {
  if (unit === 'cm') {
    const hundredths = Number(divideRounded(BigInt(micrometres), 100n));
    return hundredths === 0 ? '0' : decimalText(hundredths, 2);
  }
  const eighths = Number(divideRounded(BigInt(micrometres), BigInt(EIGHTH_MICROMETRES)));
  if (eighths === 0) return '0';
  const sign = eighths < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(eighths) / 8);
  const fraction = EIGHTHS_TEXT[Math.abs(eighths) % 8] ?? '';
  if (fraction === '') return `${sign}${String(whole)}`;
  return whole === 0 ? `${sign}${fraction}` : `${sign}${String(whole)} ${fraction}`;
}

/** Unicode vulgar fractions a typist may paste, as the text they stand for. */
const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

const DECIMAL = /^(\d*)(?:\.(\d+))?$/;
const FRACTION = /^(?:(\d+)(?:\s+|\s*-\s*))?(\d+)\s*\/\s*(\d+)$/;

/** A signed exact rational `numerator / denominator` of the unit, as micrometres (rounded once). */
function toMicrometres(
  negative: boolean,
  numerator: bigint,
  denominator: bigint,
  perUnit: number,
): number | null {
  const micrometres = Number(divideRounded(numerator * BigInt(perUnit), denominator));
  if (micrometres > STYLE_LIMITS.lengthMicrometres) return null;
  return negative && micrometres !== 0 ? -micrometres : micrometres;
}

/**
 * A typed length as micrometres, or null when the text is not a length (or passes the 10 m the
 * contract allows). Centimetres as decimals ('52.5'); inches as decimals ('1.375'), fractions
 * ('3/8'), or a whole number and a fraction ('1 3/8', '1-3/8', '1½'). A sign is allowed (grade
 * increments may be negative) and so is the unit after the number ('52.5 cm', '20"'). The value is
 * exact to the micrometre: an inch fraction is not snapped to eighths, so 1/16 in is 1,588 µm.
 */
export function parseLength(text: string, unit: MeasurementUnit): number | null {
  let rest = text.trim();
  rest = unit === 'cm' ? rest.replace(/\s*cm$/i, '') : rest.replace(/\s*(?:"|″|in)$/i, '');
  let negative = false;
  const signed = /^([+-])\s*(.*)$/.exec(rest);
  if (signed) {
    negative = signed[1] === '-';
    rest = signed[2] ?? '';
  }
  const perUnit = MICROMETRES_PER[unit];
  const decimal = DECIMAL.exec(rest);
  if (decimal) {
    const whole = decimal[1] ?? '';
    const fraction = decimal[2] ?? '';
    if (whole === '' && fraction === '') return null;
    return toMicrometres(
      negative,
      BigInt(whole + fraction),
      10n ** BigInt(fraction.length),
      perUnit,
    );
  }
  if (unit === 'cm') return null;
  for (const [glyph, written] of Object.entries(VULGAR_FRACTIONS)) {
    rest = rest.replace(glyph, ` ${written}`).trim();
  }
  const fraction = FRACTION.exec(rest);
  if (!fraction) return null;
  const whole = BigInt(fraction[1] ?? '0');
  const numerator = BigInt(fraction[2] ?? '0');
  const denominator = BigInt(fraction[3] ?? '0');
  if (denominator === 0n) return null;
  if (fraction[1] !== undefined && numerator >= denominator) return null;
  return toMicrometres(negative, whole * denominator + numerator, denominator, perUnit);
}

/** Non-negative decimal text with up to `decimals` decimals, scaled to an integer; else null. */
function parseScaled(text: string, decimals: number): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if ((whole === '' && fraction === '') || fraction.length > decimals) return null;
  const scaled = Number(whole + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(scaled) ? scaled : null;
}

/** A BOM quantity in thousandths: '1.25' → 1250; at most 3 decimals and the contract's maximum. */
export function parseQuantity(text: string): number | null {
  const milli = parseScaled(text, 3);
  return milli === null || milli > STYLE_LIMITS.quantityMilli ? null : milli;
}

/** Thousandths as the quantity field shows them: 1250 → '1.25', 2000 → '2'. */
export function formatQuantity(milli: number): string {
  return decimalText(milli, 3);
}

/** A percentage in hundredths: '3.5' → 350 ('3.5%' too); at most 2 decimals, 0 to 100. */
export function parsePercent(text: string): number | null {
  const basisPoints = parseScaled(text.trim().replace(/\s*%$/, ''), 2);
  return basisPoints === null || basisPoints > 10_000 ? null : basisPoints;
}

/** Hundredths of a percent as shown (without the sign): 350 → '3.5', -1250 → '-12.5'. */
export function formatPercent(basisPoints: number): string {
  return decimalText(basisPoints, 2);
}

// ---------------------------------------------------------------------------------------------
// Fibre content

/** The shares' total, in percent (100 when the content is complete). */
export function contentTotal(content: readonly FibreShare[]): number {
  return content.reduce((sum, share) => sum + share.percent, 0);
}

/** Fibre content as a care label writes it: '95% Cotton, 5% Elastane' ('' when none is given). */
export function contentText(content: readonly FibreShare[]): string {
  return content.map(({ percent, fibre }) => `${String(percent)}% ${fibre}`).join(', ');
}

/** One share: a percent, then the fibre up to a separator or the next percent. */
const SHARE_SOURCE = /\s*(\d{1,3})\s*%\s*([^\d%,;/]+?)\s*(?:[,;/]|(?=\d)|$)/y;

/**
 * Fibre content typed as one line ('95% cotton 5% elastane', '95% Cotton, 5% Elastane', '60%
 * wool / 40% polyamide'), each fibre capitalised as a label prints it; [] for empty text; null when
 * the text is not shares (or a share is not 1 to 100%). The total is not checked here: the form
 * shows `contentTotal` as it is typed and `styleContentProblems` refuses a total that is not 100.
 */
export function parseContent(text: string): FibreShare[] | null {
  const line = text.trim();
  if (line === '') return [];
  const shares: FibreShare[] = [];
  // A new sticky expression per call: its lastIndex is this parse's cursor.
  const share = new RegExp(SHARE_SOURCE.source, 'y');
  while (share.lastIndex < line.length) {
    const match = share.exec(line);
    if (!match) return null;
    const percent = Number(match[1]);
    const fibre = (match[2] ?? '')
      .trim()
      .split(/\s+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
    if (percent < 1 || percent > 100 || fibre === '' || fibre.length > 60) return null;
    shares.push({ fibre, percent });
  }
  return shares.length > STYLE_LIMITS.fibres ? null : shares;
}

// ---------------------------------------------------------------------------------------------
// Points of measure templates

export interface PomTemplate {
  code: string;
  name: string;
  howToMeasure: string;
  toleranceMicrometres: number;
  baseMicrometres: number;
  incrementMicrometres: number;
}

/**
 * The points a new spec chart starts from, so that a designer edits a usual chart rather than
 * typing one: a woven or knit top in size M, a five-pocket trouser in waist 28, measured flat, in
 * the usual industry values. Bottoms grade by waist inch: the waist and hip move half an inch
 * (12,700 µm) a size measured flat, and the inseam not at all (lengths are sold separately).
 */
export const POM_TEMPLATES: Readonly<Record<'tops' | 'bottoms', readonly PomTemplate[]>> = {
  tops: [
    {
      code: 'CH',
      name: 'Chest width (1/2)',
      howToMeasure:
        'Lay the garment flat, closed. Measure straight across 2.5 cm below the armhole, from side seam to side seam.',
      toleranceMicrometres: 10_000,
      baseMicrometres: 520_000,
      incrementMicrometres: 25_000,
    },
    {
      code: 'BL',
      name: 'Body length from HPS',
      howToMeasure:
        'From the high point shoulder (where the shoulder seam meets the neckline) straight down to the bottom edge of the hem.',
      toleranceMicrometres: 10_000,
      baseMicrometres: 720_000,
      incrementMicrometres: 20_000,
    },
    {
      code: 'SH',
      name: 'Shoulder width',
      howToMeasure:
        'Straight across the back, from shoulder point to shoulder point (seam to seam).',
      toleranceMicrometres: 5_000,
      baseMicrometres: 460_000,
      incrementMicrometres: 15_000,
    },
    {
      code: 'SL',
      name: 'Sleeve length from shoulder point',
      howToMeasure:
        'From the shoulder point along the top fold of the sleeve to the bottom edge of the cuff.',
      toleranceMicrometres: 10_000,
      baseMicrometres: 640_000,
      incrementMicrometres: 10_000,
    },
    {
      code: 'AH',
      name: 'Armhole (straight)',
      howToMeasure:
        'Straight from the shoulder point to the underarm point, where the side seam meets the sleeve seam.',
      toleranceMicrometres: 5_000,
      baseMicrometres: 230_000,
      incrementMicrometres: 10_000,
    },
    {
      code: 'HEM',
      name: 'Bottom hem width (1/2)',
      howToMeasure:
        'Lay the garment flat. Measure straight across the bottom edge, from side to side.',
      toleranceMicrometres: 10_000,
      baseMicrometres: 510_000,
      incrementMicrometres: 25_000,
    },
    {
      code: 'NW',
      name: 'Neck width',
      howToMeasure:
        'Straight across from high point shoulder to high point shoulder, seam to seam.',
      toleranceMicrometres: 5_000,
      baseMicrometres: 180_000,
      incrementMicrometres: 5_000,
    },
  ],
  bottoms: [
    {
      code: 'WB',
      name: 'Waist (1/2), relaxed',
      howToMeasure:
        'Button the waistband and lay it flat. Measure straight across the top edge of the waistband, from edge to edge.',
      toleranceMicrometres: 10_000,
      baseMicrometres: 370_000,
      incrementMicrometres: 12_700,
    },
    {
      code: 'HP',
      name: 'Hip (1/2)',
      howToMeasure:
        'Straight across, parallel to the waistband, 18 cm below the top of the waistband at centre front, from side to side.',
      toleranceMicrometres: 10_000,
      baseMicrometres: 470_000,
      incrementMicrometres: 12_700,
    },
    {
      code: 'IN',
      name: 'Inseam',
      howToMeasure:
        'From the crotch seam junction along the inside leg seam to the bottom edge of the hem.',
      toleranceMicrometres: 10_000,
      baseMicrometres: 810_000,
      incrementMicrometres: 0,
    },
    {
      code: 'FR',
      name: 'Front rise',
      howToMeasure:
        'From the crotch seam junction along the front seam to the top edge of the waistband, the waistband included.',
      toleranceMicrometres: 5_000,
      baseMicrometres: 250_000,
      incrementMicrometres: 5_000,
    },
    {
      code: 'BR',
      name: 'Back rise',
      howToMeasure:
        'From the crotch seam junction along the back seam to the top edge of the waistband, the waistband included.',
      toleranceMicrometres: 5_000,
      baseMicrometres: 360_000,
      incrementMicrometres: 6_000,
    },
    {
      code: 'TH',
      name: 'Thigh (1/2)',
      howToMeasure:
        'Straight across the leg 2.5 cm below the crotch seam junction, parallel to the hem, from edge to edge.',
      toleranceMicrometres: 5_000,
      baseMicrometres: 290_000,
      incrementMicrometres: 8_000,
    },
    {
      code: 'LO',
      name: 'Leg opening (1/2)',
      howToMeasure: 'Straight across the bottom edge of the leg hem, from edge to edge.',
      toleranceMicrometres: 5_000,
      baseMicrometres: 170_000,
      incrementMicrometres: 4_000,
    },
  ],
};

/** The template a category's spec chart starts from; null where a garment chart does not fit. */
export function pomTemplateFor(category: StyleCategory): 'tops' | 'bottoms' | null {
  switch (category) {
    case 'Tops':
    case 'Dresses':
    case 'Outerwear':
    case 'Knitwear':
      return 'tops';
    case 'Bottoms':
      return 'bottoms';
    default:
      return null;
  }
}

/** A template's points, each with a new id, an even grade of the template's increment, no overrides. */
export function pointsFromTemplate(
  template: 'tops' | 'bottoms',
  newId: () => string,
): PointOfMeasure[] {
  return POM_TEMPLATES[template].map((point) => ({
    id: newId(),
    code: point.code,
    name: point.name,
    howToMeasure: point.howToMeasure,
    toleranceMicrometres: point.toleranceMicrometres,
    baseMicrometres: point.baseMicrometres,
    grade: { kind: 'even', incrementMicrometres: point.incrementMicrometres },
    overrides: {},
  }));
}

// ---------------------------------------------------------------------------------------------
// A new style

/**
 * The season a style begun today is for: spring/summer is designed in the second half of the year
 * before it, fall/winter in the first half of its own year. So from January to June the coming
 * season is this year's FW, from July to December next year's SS. Read from the calendar date the
 * user sees (local fields), never from an instant in another zone.
 */
export function comingSeason(today: Date): string {
  const year = today.getFullYear();
  const twoDigits = (y: number) => String(y % 100).padStart(2, '0');
  return today.getMonth() < 6 ? `FW${twoDigits(year)}` : `SS${twoDigits(year + 1)}`;
}

/**
 * A new style's content before the user types anything: a concept top for the coming season,
 * sized XXS to XXL on M, measured in centimetres, with nothing in its lists and no costs. The
 * style number and the name are left empty for the user: the contract refuses them empty, so the
 * form cannot save a style without them (a made-up number would clash with the next new style).
 */
export function emptyStyleContent(today: Date = new Date()): StyleContent {
  return {
    styleNumber: '',
    name: '',
    season: comingSeason(today),
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

// ---------------------------------------------------------------------------------------------
// The checks the schema cannot make

export interface ContentProblem {
  /** Where, as the form's field path: 'bom.3.content', 'sizeRange.baseSize'. */
  path: string;
  message: string;
}

/** Every repeated id in a list after its first appearance, as a problem at `<list>.<index>.id`. */
function duplicateIds(rows: readonly { id: string }[], path: string): ContentProblem[] {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  rows.forEach((row, index) => {
    if (seen.has(row.id))
      problems.push({ path: `${path}.${String(index)}.id`, message: PLM_MESSAGES.idDuplicate });
    seen.add(row.id);
  });
  return problems;
}

/**
 * What a valid schema may still get wrong, in the order of the tech pack's tabs, for the API (400
 * with the first) and the form (each beside its field). Rows are matched by id across revisions
 * (`compareStyles`), so ids are unique in every list.
 */
export function styleContentProblems(content: StyleContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { sizes, baseSize } = content.sizeRange;
  const sizeSet = new Set(sizes);

  sizes.forEach((size, index) => {
    if (sizes.indexOf(size) !== index) {
      problems.push({
        path: `sizeRange.sizes.${String(index)}`,
        message: PLM_MESSAGES.sizesDuplicate,
      });
    }
  });
  if (!sizeSet.has(baseSize)) {
    problems.push({ path: 'sizeRange.baseSize', message: PLM_MESSAGES.baseSizeMissing });
  }

  problems.push(...duplicateIds(content.sketches, 'sketches'));
  content.sketches.forEach((sketch, index) => {
    problems.push(...duplicateIds(sketch.callouts, `sketches.${String(index)}.callouts`));
  });

  problems.push(...duplicateIds(content.bom, 'bom'));
  const colorwayIds = new Set(content.colorways.map((colorway) => colorway.id));
  content.bom.forEach((row, index) => {
    if (row.content.length > 0 && contentTotal(row.content) !== 100) {
      problems.push({ path: `bom.${String(index)}.content`, message: PLM_MESSAGES.contentTotal });
    }
    for (const colorwayId of Object.keys(row.colours)) {
      if (!colorwayIds.has(colorwayId)) {
        problems.push({
          path: `bom.${String(index)}.colours.${colorwayId}`,
          message: PLM_MESSAGES.colorwayUnknown,
        });
      }
    }
  });

  problems.push(...duplicateIds(content.pointsOfMeasure, 'pointsOfMeasure'));
  content.pointsOfMeasure.forEach((point, index) => {
    if (
      point.grade.kind === 'split' &&
      point.grade.incrementsMicrometres.length !== sizes.length - 1
    ) {
      problems.push({
        path: `pointsOfMeasure.${String(index)}.grade`,
        message: PLM_MESSAGES.gradeSteps,
      });
    }
    for (const size of Object.keys(point.overrides)) {
      if (!sizeSet.has(size)) {
        problems.push({
          path: `pointsOfMeasure.${String(index)}.overrides.${size}`,
          message: PLM_MESSAGES.overrideSizeUnknown,
        });
      }
    }
  });

  problems.push(...duplicateIds(content.construction, 'construction'));
  problems.push(...duplicateIds(content.colorways, 'colorways'));
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Differences between revisions

/** The sections a change belongs to: the style page's tabs, in their order. */
export const STYLE_CHANGE_SECTIONS = [
  'overview',
  'sketches',
  'bom',
  'specs',
  'construction',
  'colorways',
  'care',
] as const;
export type StyleChangeSection = (typeof STYLE_CHANGE_SECTIONS)[number];

/** Each section's title, the first words of its changes' labels. */
export const STYLE_CHANGE_SECTION_TITLES: Record<StyleChangeSection, string> = {
  overview: 'Overview',
  sketches: 'Sketches',
  bom: 'BOM',
  specs: 'Specs',
  construction: 'Construction',
  colorways: 'Colorways',
  care: 'Care',
};

/** A field of a section (not of a row), its label and its display text. */
interface FieldSpec<T> {
  label: string;
  text: (value: T) => string | null;
  /** What is compared when the text would hide a change (an image's id: both read 'Image'). */
  key?: (value: T) => string | null;
}

function lengthText(micrometres: number | null): string | null {
  return micrometres === null ? null : `${formatLength(micrometres, 'cm')} cm`;
}
const moneyText = (cents: number | null) => (cents === null ? null : formatMoney(cents));

const OVERVIEW_FIELDS: Record<string, FieldSpec<StyleContent>> = {
  styleNumber: { label: 'Style number', text: (c) => c.styleNumber },
  name: { label: 'Name', text: (c) => c.name },
  season: { label: 'Season', text: (c) => c.season },
  category: { label: 'Category', text: (c) => c.category },
  status: { label: 'Status', text: (c) => c.status },
  description: { label: 'Description', text: (c) => c.description },
  coverImage: {
    label: 'Cover image',
    text: (c) => (c.coverImageId === null ? null : 'Image'),
    key: (c) => c.coverImageId,
  },
  targetCost: { label: 'Target cost', text: (c) => moneyText(c.targetCostCents) },
  targetRetail: { label: 'Target retail', text: (c) => moneyText(c.targetRetailCents) },
};

const COST_FIELDS: Record<string, FieldSpec<StyleContent>> = {
  cutMakeTrim: { label: 'Cut, make and trim', text: (c) => formatMoney(c.costs.cutMakeTrimCents) },
  overhead: { label: 'Overhead', text: (c) => formatMoney(c.costs.overheadCents) },
  duty: { label: 'Duty', text: (c) => `${formatPercent(c.costs.dutyBasisPoints)}%` },
  freight: { label: 'Freight', text: (c) => formatMoney(c.costs.freightCents) },
};

const SIZE_FIELDS: Record<string, FieldSpec<StyleContent>> = {
  sizeRange: { label: 'Size range', text: (c) => c.sizeRange.name },
  sizes: { label: 'Sizes', text: (c) => c.sizeRange.sizes.join(', ') },
  baseSize: { label: 'Base size', text: (c) => c.sizeRange.baseSize },
  unit: { label: 'Unit', text: (c) => c.measurementUnit },
};

const CARE_FIELDS: Record<string, FieldSpec<StyleContent>> = {
  labels: { label: 'Labels', text: (c) => c.care.labels },
  packaging: { label: 'Packaging', text: (c) => c.care.packaging },
};

const stitchText = (code: string | null) =>
  code === null
    ? null
    : `${code} ${STITCH_TYPES.find((stitch) => stitch.code === code)?.name ?? ''}`.trim();
const viewText = (view: Sketch['view']) => view.charAt(0).toUpperCase() + view.slice(1);

/** The fields of each kind of row, compared one by one. */
const SKETCH_FIELDS: Record<string, FieldSpec<Sketch>> = {
  view: { label: 'view', text: (s) => viewText(s.view) },
  image: { label: 'image', text: () => 'Image', key: (s) => s.imageId },
};
const BOM_FIELDS: Record<string, FieldSpec<BomRow>> = {
  type: { label: 'type', text: (r) => r.type },
  name: { label: 'name', text: (r) => r.name },
  supplier: {
    label: 'supplier',
    text: (r) => r.supplierName + (r.supplierId === null ? '' : ' (Atelier)'),
  },
  content: { label: 'content', text: (r) => contentText(r.content) },
  placement: { label: 'placement', text: (r) => r.placement },
  quantity: { label: 'quantity', text: (r) => `${formatQuantity(r.quantityMilli)} ${r.unit}` },
  unitCost: { label: 'unit cost', text: (r) => formatMoney(r.unitCostCents) },
  wastage: { label: 'wastage', text: (r) => `${formatPercent(r.wastageBasisPoints)}%` },
};
const POM_FIELDS: Record<string, FieldSpec<PointOfMeasure>> = {
  code: { label: 'code', text: (p) => p.code },
  name: { label: 'name', text: (p) => p.name },
  howToMeasure: { label: 'how to measure', text: (p) => p.howToMeasure },
  tolerance: { label: 'tolerance', text: (p) => lengthText(p.toleranceMicrometres) },
};
const CONSTRUCTION_FIELDS: Record<string, FieldSpec<ConstructionNote>> = {
  area: { label: 'area', text: (n) => n.area },
  stitch: { label: 'stitch', text: (n) => stitchText(n.stitch) },
  stitchesPerInch: {
    label: 'stitches per inch',
    text: (n) => (n.stitchesPerInch === null ? null : String(n.stitchesPerInch)),
  },
  seamAllowance: { label: 'seam allowance', text: (n) => lengthText(n.seamAllowanceMicrometres) },
  note: { label: 'note', text: (n) => n.note },
};
const COLORWAY_FIELDS: Record<string, FieldSpec<Colorway>> = {
  name: { label: 'name', text: (c) => c.name },
  code: { label: 'code', text: (c) => c.code },
  swatch: { label: 'swatch', text: (c) => c.swatch },
};
const CALLOUT_FIELDS: Record<string, FieldSpec<Sketch['callouts'][number]>> = {
  note: { label: 'note', text: (c) => c.note },
  position: {
    label: 'position',
    text: (c) => `${String(Math.round(c.x * 100))}%, ${String(Math.round(c.y * 100))}%`,
  },
};

/** Collects changes in order; `change` skips equal texts, so callers need not compare. */
class ChangeList {
  readonly changes: StyleChange[] = [];
  constructor(private section: StyleChangeSection) {}
  in(section: StyleChangeSection): this {
    this.section = section;
    return this;
  }
  push(
    kind: StyleChange['kind'],
    label: string,
    before: string | null,
    after: string | null,
  ): void {
    this.changes.push({
      section: this.section,
      kind,
      label: `${STYLE_CHANGE_SECTION_TITLES[this.section]}: ${label}`,
      before,
      after,
    });
  }
  fields<T>(specs: Record<string, FieldSpec<T>>, before: T, after: T, prefix = ''): void {
    for (const spec of Object.values(specs)) {
      const key = spec.key ?? spec.text;
      if (key(before) !== key(after)) {
        this.push('changed', `${prefix}${spec.label}`, spec.text(before), spec.text(after));
      }
    }
  }
  /** Rows matched by id: changed and added in the new order, then removed in the old. */
  rows<T extends { id: string }>(
    before: readonly T[],
    after: readonly T[],
    name: (row: T, index: number) => string,
    compare: (was: T, is: T, rowName: string) => void,
  ): void {
    const old = new Map(before.map((row) => [row.id, row]));
    const kept = new Set(after.map((row) => row.id));
    after.forEach((row, index) => {
      const was = old.get(row.id);
      if (was === undefined) this.push('added', name(row, index), null, name(row, index));
      else compare(was, row, name(row, index));
    });
    before.forEach((row, index) => {
      if (!kept.has(row.id)) this.push('removed', name(row, index), name(row, index), null);
    });
  }
}

/** Row names, as labels use them. */
const sketchName = (sketch: Sketch, index: number) =>
  `${viewText(sketch.view)} ${String(index + 1)}`;
const calloutName = (_: unknown, index: number) => `callout ${String(index + 1)}`;

/** The colour of a BOM row in each colorway, labelled by the colorway's name. */
function compareColours(
  list: ChangeList,
  was: BomRow,
  is: BomRow,
  rowName: string,
  colorways: { before: readonly Colorway[]; after: readonly Colorway[] },
): void {
  const colorwayName = (id: string) =>
    colorways.after.find((c) => c.id === id)?.name ??
    colorways.before.find((c) => c.id === id)?.name ??
    id;
  const ids = [...new Set([...Object.keys(was.colours), ...Object.keys(is.colours)])];
  for (const id of ids) {
    const before = Object.hasOwn(was.colours, id) ? (was.colours[id] ?? null) : null;
    const after = Object.hasOwn(is.colours, id) ? (is.colours[id] ?? null) : null;
    if (before === after) continue;
    const kind = before === null ? 'added' : after === null ? 'removed' : 'changed';
    list.push(kind, `${rowName}, colour in ${colorwayName(id)}`, before, after);
  }
}

/** A point's graded values, per size: what the chart shows moved, whatever moved it. */
function compareGradedValues(
  list: ChangeList,
  was: PointOfMeasure,
  is: PointOfMeasure,
  rowName: string,
  ranges: { before: SizeRange; after: SizeRange },
): void {
  const old = new Map(
    gradedValues(was, ranges.before).map((value) => [value.size, value.micrometres]),
  );
  const current = gradedValues(is, ranges.after);
  const kept = new Set(current.map((value) => value.size));
  for (const { size, micrometres } of current) {
    const before = old.get(size);
    const label = `${rowName}, size ${size}`;
    if (before === undefined) list.push('added', label, null, lengthText(micrometres));
    else if (before !== micrometres)
      list.push('changed', label, lengthText(before), lengthText(micrometres));
  }
  for (const [size, micrometres] of old) {
    if (!kept.has(size))
      list.push('removed', `${rowName}, size ${size}`, lengthText(micrometres), null);
  }
}

const careText = (code: string) =>
  CARE_SYMBOLS.find((symbol) => symbol.code === code)?.text ?? code;

/**
 * The differences from one revision to another, section by section in the tabs' order: the
 * history's detail and the 409's account of what someone else saved. Rows are matched by id, so
 * a renamed row is one change, not a removal and an addition; a row's fields are compared as the
 * page shows them (money as $12.50, lengths in centimetres), and a point of measure by its graded
 * value at every size, so a new grade or base shows each size it moved. Order within a list is
 * not a change.
 */
export function compareStyles(before: StyleContent, after: StyleContent): StyleChange[] {
  const list = new ChangeList('overview');
  list.fields(OVERVIEW_FIELDS, before, after);

  list.in('sketches').rows(before.sketches, after.sketches, sketchName, (was, is, rowName) => {
    list.fields(SKETCH_FIELDS, was, is, `${rowName}, `);
    list.rows(
      was.callouts,
      is.callouts,
      (c, i) => `${rowName}, ${calloutName(c, i)}`,
      (a, b, calloutLabel) => {
        list.fields(CALLOUT_FIELDS, a, b, `${calloutLabel}, `);
      },
    );
  });

  const colorways = { before: before.colorways, after: after.colorways };
  list.in('bom').rows(
    before.bom,
    after.bom,
    (row) => row.name,
    (was, is, rowName) => {
      list.fields(BOM_FIELDS, was, is, `${rowName}, `);
      compareColours(list, was, is, rowName, colorways);
    },
  );
  list.fields(COST_FIELDS, before, after);

  list.in('specs').fields(SIZE_FIELDS, before, after);
  const ranges = { before: before.sizeRange, after: after.sizeRange };
  list.rows(
    before.pointsOfMeasure,
    after.pointsOfMeasure,
    (point) => point.name,
    (was, is, rowName) => {
      list.fields(POM_FIELDS, was, is, `${rowName}, `);
      compareGradedValues(list, was, is, rowName, ranges);
    },
  );

  list.in('construction').rows(
    before.construction,
    after.construction,
    (note) => note.area,
    (was, is, rowName) => {
      list.fields(CONSTRUCTION_FIELDS, was, is, `${rowName}, `);
    },
  );

  list.in('colorways').rows(
    before.colorways,
    after.colorways,
    (c) => c.name,
    (was, is, rowName) => {
      list.fields(COLORWAY_FIELDS, was, is, `${rowName}, `);
    },
  );

  list.in('care');
  const symbolsBefore = new Set<string>(before.care.symbols);
  const symbolsAfter = new Set<string>(after.care.symbols);
  for (const code of after.care.symbols) {
    if (!symbolsBefore.has(code)) list.push('added', careText(code), null, careText(code));
  }
  for (const code of before.care.symbols) {
    if (!symbolsAfter.has(code)) list.push('removed', careText(code), careText(code), null);
  }
  list.fields(CARE_FIELDS, before, after);
  return list.changes;
}

// ---------------------------------------------------------------------------------------------
// One line for the revision list

type Noun = readonly [singular: string, plural: string];
const FIELD: Noun = ['field', 'fields'];
const VALUE: Noun = ['value', 'values'];
const SYMBOL: Noun = ['symbol', 'symbols'];
const ROW_NOUNS: Record<StyleChangeSection, Noun> = {
  overview: FIELD,
  sketches: ['sketch', 'sketches'],
  bom: ['row', 'rows'],
  specs: ['point', 'points'],
  construction: ['note', 'notes'],
  colorways: ['colorway', 'colorways'],
  care: SYMBOL,
};

const labelsOf = (specs: Record<string, FieldSpec<never>>) =>
  Object.values(specs).map((spec) => spec.label);
/** The labels (after the section's title) that name a section's own fields, not a row. */
const SECTION_FIELD_LABELS: Record<StyleChangeSection, readonly string[]> = {
  overview: labelsOf(OVERVIEW_FIELDS),
  sketches: [],
  bom: labelsOf(COST_FIELDS),
  specs: labelsOf(SIZE_FIELDS),
  construction: [],
  colorways: [],
  care: labelsOf(CARE_FIELDS),
};
const fieldSuffix = (specs: Record<string, FieldSpec<never>>) =>
  new RegExp(`, (?:${labelsOf(specs).join('|')})$`);
/**
 * The suffixes `compareStyles` adds to a row's name for a change inside the row: a field (always
 * 'changed', so an added row whose name merely ends like a field is still the row), or a part
 * added and removed inside it (a callout, a colour).
 */
const ROW_PART_SUFFIXES: Record<
  StyleChangeSection,
  readonly { suffix: RegExp; anyKind: boolean }[]
> = {
  overview: [],
  sketches: [
    { suffix: /, callout \d+(?:, (?:note|position))?$/, anyKind: true },
    { suffix: fieldSuffix(SKETCH_FIELDS), anyKind: false },
  ],
  bom: [
    { suffix: /, colour in .*$/, anyKind: true },
    { suffix: fieldSuffix(BOM_FIELDS), anyKind: false },
  ],
  specs: [{ suffix: fieldSuffix(POM_FIELDS), anyKind: false }],
  construction: [{ suffix: fieldSuffix(CONSTRUCTION_FIELDS), anyKind: false }],
  colorways: [{ suffix: fieldSuffix(COLORWAY_FIELDS), anyKind: false }],
  care: [],
};

/** What a change counts as in the summary: a noun, the thing it is about, and what happened to it. */
function tally(
  section: StyleChangeSection,
  change: StyleChange,
): { noun: Noun; item: string; kind: StyleChange['kind'] } {
  const prefix = `${STYLE_CHANGE_SECTION_TITLES[section]}: `;
  const label = change.label.startsWith(prefix) ? change.label.slice(prefix.length) : change.label;
  if (SECTION_FIELD_LABELS[section].includes(label)) {
    return { noun: FIELD, item: label, kind: change.kind };
  }
  // A graded value counts on its own.
  if (section === 'specs' && /, size [^,]*$/.test(label)) {
    return { noun: VALUE, item: label, kind: change.kind };
  }
  for (const { suffix, anyKind } of ROW_PART_SUFFIXES[section]) {
    if ((anyKind || change.kind === 'changed') && suffix.test(label)) {
      return { noun: ROW_NOUNS[section], item: label.replace(suffix, ''), kind: 'changed' };
    }
  }
  return { noun: ROW_NOUNS[section], item: label, kind: change.kind };
}

/**
 * The revision list's one line: per section, in the tabs' order, how many rows were added,
 * removed and changed (a row with several changed fields counts once) and how many graded values
 * moved: 'BOM: 1 row added, 1 changed · Specs: 3 values changed'; 'No changes' when there are none.
 */
export function summarizeChanges(changes: readonly StyleChange[]): string {
  const parts: string[] = [];
  for (const section of STYLE_CHANGE_SECTIONS) {
    const counts = new Map<Noun, { added: number; removed: number; changed: Set<string> }>();
    for (const change of changes) {
      if (change.section !== section) continue;
      const { noun, item, kind } = tally(section, change);
      const entry = counts.get(noun) ?? { added: 0, removed: 0, changed: new Set<string>() };
      counts.set(noun, entry);
      if (kind === 'changed') entry.changed.add(item);
      else entry[kind] += 1;
    }
    const phrases: string[] = [];
    for (const noun of new Set([ROW_NOUNS[section], VALUE, FIELD])) {
      const entry = counts.get(noun);
      if (entry === undefined) continue;
      const numbers = [
        ['added', entry.added],
        ['removed', entry.removed],
        ['changed', entry.changed.size],
      ] as const;
      let named = false;
      for (const [kind, n] of numbers) {
        if (n === 0) continue;
        const what = named ? '' : ` ${n === 1 ? noun[0] : noun[1]}`;
        phrases.push(`${String(n)}${what} ${kind}`);
        named = true;
      }
    }
    if (phrases.length > 0) {
      parts.push(`${STYLE_CHANGE_SECTION_TITLES[section]}: ${phrases.join(', ')}`);
    }
  }
  return parts.length === 0 ? 'No changes' : parts.join(' · ');
}
