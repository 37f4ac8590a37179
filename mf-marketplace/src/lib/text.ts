/** Lower-cased and trimmed, for case-insensitive search. */
export const normalizeSearch = (text: string): string => text.trim().toLocaleLowerCase('en-US');

/** '1 product' / '3 products'. */
export const countLabel = (count: number, singular: string, plural: string): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
