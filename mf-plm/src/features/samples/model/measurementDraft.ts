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

/**
 * The table's fields as the round is read again (someone else's entries arrive live): each point
 * not typed on since it was read (its draft still what was read) takes the latest value and
 * version; a point typed on keeps the typing and the version it was read at, so saving it over
 * someone else's entry is refused (409) instead of overwriting it unseen.
 */
export function rebaseDraft(
  read: readonly SampleMeasurement[],
  latest: readonly SampleMeasurement[],
  draft: MeasurementDraft,
): { read: SampleMeasurement[]; draft: MeasurementDraft } {
  const before = new Map(read.map((row) => [row.pointId, row]));
  const typedOn = (row: SampleMeasurement | undefined, pointId: string) => {
    const typed = draft[pointId];
    return (
      row !== undefined &&
      typed !== undefined &&
      (typed.measuredMicrometres !== row.measuredMicrometres || typed.comment !== row.comment)
    );
  };
  const rows = latest.map((row) => {
    const was = before.get(row.pointId);
    return typedOn(was, row.pointId) && was !== undefined ? was : row;
  });
  return {
    read: rows,
    draft: Object.fromEntries(
      rows.map((row) => [
        row.pointId,
        typedOn(before.get(row.pointId), row.pointId)
          ? (draft[row.pointId] ?? { measuredMicrometres: null, comment: '' })
          : { measuredMicrometres: row.measuredMicrometres, comment: row.comment },
      ]),
    ),
  };
}
