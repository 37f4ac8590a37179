import type { ResponseStatus, SupplierResponse } from '@atelier/api-contract';

/**
 * The list's search and status filter: the search matches the supplier's name, the request's
 * title or the message, case-insensitively; 'all' keeps every status.
 */
export function filterResponses(
  responses: readonly SupplierResponse[],
  search: string,
  status: ResponseStatus | 'all',
): SupplierResponse[] {
  const words = search.trim().toLowerCase();
  return responses.filter(
    (response) =>
      (status === 'all' || response.status === status) &&
      (words === '' ||
        [response.supplierName, response.requestTitle, response.message].some((text) =>
          text.toLowerCase().includes(words),
        )),
  );
}
