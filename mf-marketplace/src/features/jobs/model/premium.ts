/**
 * Premium jobs (issue 43, item 6): a paid featured job is open to Pro freelancers only for its
 * first hours; the API answers until when (`proOnlyUntil`). Pure, so the notice's rule and date
 * are table-tested.
 */

const UNTIL = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 30, 2026, 2:00 PM' in the reader's time zone (the window ends at a moment, not a day). */
export const formatProOnlyUntil = (iso: string): string => UNTIL.format(new Date(iso));

export type ProWindowNotice =
  /** No notice: not a premium job in its window, or the reader is a Pro freelancer. */
  | 'none'
  /** 'Open to Pro freelancers until DATE' with the upgrade link: a Starter freelancer. */
  | 'upgrade'
  /** The same words without the link: visitors, clients and suppliers (nothing to upgrade). */
  | 'info';

/** What a reader sees of a job's Pro window. */
export function proWindowNotice(
  proOnlyUntil: string | null,
  reader: { role: string | null; pro: boolean | undefined },
): ProWindowNotice {
  if (proOnlyUntil === null) return 'none';
  if (reader.role !== 'freelancer') return 'info';
  // Until the plan is known, no link that may be wrong for a Pro.
  if (reader.pro === undefined) return 'info';
  return reader.pro ? 'none' : 'upgrade';
}
