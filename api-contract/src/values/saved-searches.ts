/**
 * Saved searches with alerts (issue 40): the lists a search can be saved on, the alert choices,
 * and the screen's and the API's texts about them.
 */

/** The lists a search can be saved on (today: the supplier requests list). */
export const SAVED_SEARCH_LISTS = ['requests'] as const;
export type SavedSearchList = (typeof SAVED_SEARCH_LISTS)[number];

/** Off, one digest a day, or at most one e-mail per search an hour. */
export const SAVED_SEARCH_ALERTS = ['off', 'daily', 'instant'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

export const SAVED_SEARCH_ALERT_LABELS: Readonly<Record<SavedSearchAlert, string>> = {
  off: 'Off',
  daily: 'Daily digest',
  instant: 'Instant (at most hourly)',
};

/** How many searches one user may keep. */
export const SAVED_SEARCHES_MAX = 50;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found.',
  nameRequired: 'Give the search a name.',
  tooMany: `You can keep up to ${String(SAVED_SEARCHES_MAX)} saved searches. Delete one first.`,
  wrongRole: 'Only suppliers can save searches of supplier requests.',
} as const;
