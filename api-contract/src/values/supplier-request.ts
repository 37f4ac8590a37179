/**
 * Post a Request's checks (spec 001 section 5), in the spec's order, with their messages: the
 * form shows the first before sending, the API refuses with the same one. Drafts skip them.
 */

export const REQUEST_FORM_MESSAGES = {
  title: 'Please enter a request title.',
  location: 'Please enter a location.',
  type: 'Please select a request type.',
  category: 'Please select a category.',
  description: 'Please enter a request description.',
} as const;

/** The fields the checks read, as typed or as sent. */
export interface SupplierRequestFields {
  title: string;
  location: string;
  type: string;
  category: string;
  description: string;
}

const blank = (text: string) => text.trim() === '';

/** The first failing check's field and message, in the spec's order, or undefined when all pass. */
export function firstSupplierRequestCheck(
  request: SupplierRequestFields,
): { field: keyof typeof REQUEST_FORM_MESSAGES; message: string } | undefined {
  const checks: [boolean, keyof typeof REQUEST_FORM_MESSAGES][] = [
    [blank(request.title), 'title'],
    [blank(request.location), 'location'],
    [request.type === '', 'type'],
    [request.category === '', 'category'],
    [blank(request.description), 'description'],
  ];
  const field = checks.find(([failed]) => failed)?.[1];
  return field === undefined ? undefined : { field, message: REQUEST_FORM_MESSAGES[field] };
}

/** The first failing check's message, in the spec's order, or undefined when all pass. */
export const firstSupplierRequestProblem = (request: SupplierRequestFields): string | undefined =>
  firstSupplierRequestCheck(request)?.message;
