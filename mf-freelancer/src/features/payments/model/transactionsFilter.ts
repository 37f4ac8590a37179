/** Payment History's filter (search, date range) as the API's query string. */
export interface TransactionsFilter {
  /** Matches a description or a buyer. */
  q: string;
  /** Calendar dates 'YYYY-MM-DD', inclusive; '' when open. */
  from: string;
  to: string;
}

export const NO_FILTER: TransactionsFilter = { q: '', from: '', to: '' };

/**
 * `?q=&from=&to=&page=` with the empty parts left out; the CSV export takes the same filter
 * without a page (it has every row).
 */
export function transactionsSearch(filter: TransactionsFilter, page?: number): string {
  const params = new URLSearchParams();
  const q = filter.q.trim();
  if (q !== '') params.set('q', q);
  if (filter.from !== '') params.set('from', filter.from);
  if (filter.to !== '') params.set('to', filter.to);
  if (page !== undefined) params.set('page', String(page));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * Where the CSV export of what the filter shows is downloaded from: its times in the seller's
 * time zone (the browser's), which the file names.
 */
export function transactionsCsvUrl(
  filter: TransactionsFilter,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const search = transactionsSearch(filter);
  const zone = `timeZone=${encodeURIComponent(timeZone)}`;
  return `/api/payments/transactions.csv${search === '' ? `?${zone}` : `${search}&${zone}`}`;
}

/** A range whose start comes after its end shows nothing: say so rather than ask. */
export const isBackwardsRange = ({ from, to }: TransactionsFilter): boolean =>
  from !== '' && to !== '' && from > to;
