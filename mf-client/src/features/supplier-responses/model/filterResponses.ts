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

/** The moves the client may make from a status (the API's machine; others are refused, 409). */
export function nextMoves(
  status: ResponseStatus,
): ('shortlisted' | 'interviewed' | 'hired' | 'rejected')[] {
  switch (status) {
    case 'new':
      return ['rejected'];
    case 'reviewing':
      return ['shortlisted', 'rejected'];
    case 'shortlisted':
      return ['interviewed', 'rejected'];
    case 'interviewed':
      return ['hired', 'rejected'];
    case 'hired':
    case 'rejected':
      return [];
  }
}
