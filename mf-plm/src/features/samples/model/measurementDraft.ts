import type { MeasurementEntry, SampleMeasurement } from '@atelier/api-contract';

/** What the table's fields hold for one point: the value typed (micrometres) and the comment. */
export interface MeasurementDraftRow {
  measuredMicrometres: number | null;
  comment: string;
}
export type MeasurementDraft = Readonly<Record<string, MeasurementDraftRow>>;

export const draftOf = (rows: readonly SampleMeasurement[]): MeasurementDraft =>
  Object.fromEntries(
    rows.map((row) => [
      row.pointId,
      { measuredMicrometres: row.measuredMicrometres, comment: row.comment },
    ]),
  );

/**
 * The entries a save sends: only the points whose value or comment differs from what was read,
 * each naming the version it was read at (so someone else's entry in between is never overwritten).
 */
export function changedEntries(
  rows: readonly SampleMeasurement[],
  draft: MeasurementDraft,
): MeasurementEntry[] {
  return rows.flatMap((row) => {
    const typed = draft[row.pointId];
    if (typed === undefined) return [];
    if (typed.measuredMicrometres === row.measuredMicrometres && typed.comment === row.comment) {
      return [];
    }
    return [
      {
        pointId: row.pointId,
        measuredMicrometres: typed.measuredMicrometres,
        comment: typed.comment,
        baseVersion: row.version,
      },
    ];
  });
}
