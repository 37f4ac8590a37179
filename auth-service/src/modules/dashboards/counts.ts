import { APPLICATION_STATUSES, type ApplicationCounts } from '@atelier/api-contract';

/**
 * Counts by status of the hiring loop (applications and quotes share its statuses), summed over
 * `[status, count]` entries; a status outside the loop is ignored.
 */
export function countsByStatus(entries: Iterable<readonly [string, number]>): ApplicationCounts {
  const counts = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, 0]),
  ) as ApplicationCounts;
  for (const [status, count] of entries) {
    if (status in counts) counts[status as keyof ApplicationCounts] += count;
  }
  return counts;
}

/** One entry per item, for countsByStatus. */
export const eachOne = (items: readonly { status: string }[]) =>
  items.map((item) => [item.status, 1] as const);

/** The sum of the counts. */
export const totalOf = (counts: ApplicationCounts) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);
