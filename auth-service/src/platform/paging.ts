/**
 * The paging fields every paged list answers with (the marketplace, the job board, requests, the
 * directory, reviews, transactions, a seller's orders) beside its rows.
 */
export interface PageFields {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** Page `page` of `total` rows, `pageSize` a page. */
export function pageFields(total: number, page: number, pageSize: number): PageFields {
  return { total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
}
