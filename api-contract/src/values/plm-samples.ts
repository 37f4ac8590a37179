/**
 * Atelier PLM, part 2 (issue 39): sample rounds of a style. The words, the status machine, and
 * the figures the API stores and the screen shows live (deviation, tolerance, the spec revised
 * from a fit), written once.
 *
 * A sample is requested against one revision of the style: its spec (the graded value of each
 * point of measure at the sample's size) is that revision's, whatever was saved since. Lengths are
 * integer micrometres, as in the tech pack.
 */
// eslint-disable-next-line no-restricted-imports -- type-only import: erased at build
import type { PointOfMeasure, SizeRange, StyleContent } from '../plm';
import { formatLength, gradedValues } from './plm-figures';
import type { MeasurementUnit } from './plm';

export const SAMPLE_TYPES = [
  'Proto',
  'Fit',
  'Size set',
  'Pre-production',
  'Top of production',
] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

export const SAMPLE_STATUSES = [
  'Requested',
  'In work',
  'Shipped',
  'Received',
  'Approved',
  'Rejected',
] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/**
 * The moves forward from each status. The supplier and the owner's side move a round on up to
 * Received; approving or rejecting a received sample is the owner's decision alone
 * (`SAMPLE_OWNER_DECISIONS`): a factory does not approve its own work.
 */
export const SAMPLE_MOVES: Readonly<Record<SampleStatus, readonly SampleStatus[]>> = {
  Requested: ['In work'],
  'In work': ['Shipped'],
  Shipped: ['Received'],
  Received: ['Approved', 'Rejected'],
  Approved: [],
  Rejected: [],
};
export const SAMPLE_OWNER_DECISIONS: readonly SampleStatus[] = ['Approved', 'Rejected'];

/** Who a caller is to a sample round: the style's owner side, its named supplier, or a reader. */
export type SampleRole = 'owner' | 'supplier' | 'reader';

/** The statuses `role` may move a round in `status` to (none for a reader). */
export function sampleMoves(status: SampleStatus, role: SampleRole): SampleStatus[] {
  if (role === 'reader') return [];
  return SAMPLE_MOVES[status].filter(
    (next) => role === 'owner' || !SAMPLE_OWNER_DECISIONS.includes(next),
  );
}

/** Measurements are entered on a received sample, and stay open until it is decided. */
export const isMeasurable = (status: SampleStatus): boolean => status === 'Received';

/** The point's spec at `size` in `sizeRange` (its graded or hand-set value), or null off-range. */
export function specAtSize(
  point: PointOfMeasure,
  sizeRange: SizeRange,
  size: string,
): number | null {
  return gradedValues(point, sizeRange).find((value) => value.size === size)?.micrometres ?? null;
}

/** Measured minus spec, in micrometres: positive when the sample came out bigger. */
export const sampleDeviation = (measured: number, spec: number): number => measured - spec;

/** Whether a deviation is within the point's tolerance (± tolerance, the bounds included). */
export const withinTolerance = (deviation: number, tolerance: number): boolean =>
  Math.abs(deviation) <= tolerance;

/** A measured value stored for one point of a sample. */
export interface SampleMeasurementInput {
  pointId: string;
  measuredMicrometres: number | null;
  comment: string;
}

export interface SampleMeasurementFigures {
  pointId: string;
  code: string;
  name: string;
  specMicrometres: number | null;
  toleranceMicrometres: number;
  measuredMicrometres: number | null;
  deviationMicrometres: number | null;
  /** Measured, with a spec, and further from it than the tolerance. */
  outOfTolerance: boolean;
  comment: string;
}

/**
 * The measurement table of a sample of `size` against its revision's `content`: one row per point
 * of measure of that revision, in its order, with what was measured (if anything).
 */
export function sampleMeasurementFigures(
  content: Pick<StyleContent, 'pointsOfMeasure' | 'sizeRange'>,
  size: string,
  measurements: readonly SampleMeasurementInput[],
): SampleMeasurementFigures[] {
  const byPoint = new Map(measurements.map((entry) => [entry.pointId, entry]));
  return content.pointsOfMeasure.map((point) => {
    const entry = byPoint.get(point.id);
    const spec = specAtSize(point, content.sizeRange, size);
    const measured = entry?.measuredMicrometres ?? null;
    const deviation = measured === null || spec === null ? null : sampleDeviation(measured, spec);
    return {
      pointId: point.id,
      code: point.code,
      name: point.name,
      specMicrometres: spec,
      toleranceMicrometres: point.toleranceMicrometres,
      measuredMicrometres: measured,
      deviationMicrometres: deviation,
      outOfTolerance: deviation !== null && !withinTolerance(deviation, point.toleranceMicrometres),
      comment: entry?.comment ?? '',
    };
  });
}

/** A deviation as the table shows it: signed ('+0.5', '-3/8', '0'), in the style's unit. */
export function formatDeviation(micrometres: number, unit: MeasurementUnit): string {
  const text = formatLength(micrometres, unit);
  return text === '0' || text.startsWith('-') ? text : `+${text}`;
}

/**
 * 'Revise spec from this fit': `content` with the measured value of each chosen point set as a
 * hand override at `size`. Points not measured, or no longer in the content, are left as they are
 * (`reviseSpecProblems` names them first).
 */
export function reviseSpecFromFit(
  content: StyleContent,
  size: string,
  measurements: readonly SampleMeasurementInput[],
  pointIds: readonly string[],
): StyleContent {
  const chosen = new Set(pointIds);
  const measured = new Map(
    measurements.flatMap((entry) =>
      entry.measuredMicrometres === null
        ? []
        : [[entry.pointId, entry.measuredMicrometres] as const],
    ),
  );
  return {
    ...content,
    pointsOfMeasure: content.pointsOfMeasure.map((point) => {
      const value = measured.get(point.id);
      if (!chosen.has(point.id) || value === undefined) return point;
      return { ...point, overrides: { ...point.overrides, [size]: value } };
    }),
  };
}

/** Why a spec cannot be revised from these points, in order; empty when it can. */
export function reviseSpecProblems(
  content: StyleContent,
  size: string,
  measurements: readonly SampleMeasurementInput[],
  pointIds: readonly string[],
): string[] {
  const problems: string[] = [];
  if (pointIds.length === 0) problems.push(SAMPLE_MESSAGES.reviseNoPoints);
  if (!content.sizeRange.sizes.includes(size)) problems.push(SAMPLE_MESSAGES.reviseSizeGone);
  const known = new Set(content.pointsOfMeasure.map((point) => point.id));
  if (pointIds.some((id) => !known.has(id))) problems.push(SAMPLE_MESSAGES.revisePointGone);
  const measured = new Set(
    measurements
      .filter((entry) => entry.measuredMicrometres !== null)
      .map((entry) => entry.pointId),
  );
  if (pointIds.some((id) => !measured.has(id))) problems.push(SAMPLE_MESSAGES.reviseNotMeasured);
  return problems;
}

export const SAMPLE_LIMITS = { comment: 500, notes: 1000, photos: 12 } as const;

/** Every text the samples API answers with (the screens and the tests share them). */
export const SAMPLE_MESSAGES = {
  notFound: 'Sample not found',
  createOwnerOnly: "Only the style's owner requests samples",
  supplierNotReviewer: 'The supplier must be a reviewer of this style',
  sizeUnknown: 'The size must be one of the style’s sizes',
  moveRefused: 'This sample cannot move to that status',
  moveOwnerOnly: "Only the style's owner and the sample's supplier update this sample",
  receivedOnMissing: 'Say when the sample was received',
  notMeasurable: 'Measurements are entered on a received sample',
  pointUnknown: 'A measurement names a point of measure the sample’s revision does not have',
  pointDuplicate: 'Each point of measure may appear once',
  measurementConflict:
    'Someone else entered measurements on this sample since you opened it. Review their values, then save again.',
  sampleMoved: 'This sample was updated by someone else since you opened it.',
  reviseOwnerOnly: "Only the style's owner revises the spec",
  reviseNoPoints: 'Choose at least one point of measure',
  reviseSizeGone: 'The sample’s size is no longer one of the style’s sizes',
  revisePointGone: 'A chosen point of measure is no longer in the style',
  reviseNotMeasured: 'A chosen point of measure has no measured value',
  photosOwnerOrSupplier: "Only the style's owner and the sample's supplier add or remove photos",
  photoUploadMissing: 'The photo must be an image you uploaded, finished uploading',
  photosFull: 'A sample has at most 12 photos: remove one first',
  photoNotFound: 'This photo is not on the sample',
} as const;
