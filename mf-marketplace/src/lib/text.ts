/** Lower-cased and trimmed, for case-insensitive search. */
export const normalizeSearch = (text: string): string => text.trim().toLocaleLowerCase('en-US');

/** '1 product' / '3 products'. */
export const countLabel = (count: number, singular: string, plural: string): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;

/**
 * Said above a list that shows close spellings because nothing matched every word searched
 * (the API's `similar`, issue 37 item 7): a result is not taken for a match.
 */
export const similarResultsNote = (words: string): string =>
  `No exact matches for "${words}". Showing similar results.`;
