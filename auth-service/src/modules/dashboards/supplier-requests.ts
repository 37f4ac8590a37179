/**
 * The supplier dashboard's recent client requests in the spec's words (001 section 4: New Inquiry,
 * Awaiting Quote, In Discussion; each with its action in the browser), and when one is urgent.
 * Pure, table-tested (supplier-requests.test.ts).
 */
import { URGENT_REQUEST_DAYS, type SupplierRequestState } from '@atelier/api-contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A request the supplier answered is in discussion; one they were invited to, and have not
 * answered, awaits their quote; any other is a new inquiry.
 */
export function requestStateOf(request: {
  responded: boolean;
  invited: boolean;
}): SupplierRequestState {
  if (request.responded) return 'in-discussion';
  return request.invited ? 'awaiting-quote' : 'new-inquiry';
}

/**
 * Urgent: its deadline (a day, 'YYYY-MM-DD', the end of which counts) falls within the next
 * URGENT_REQUEST_DAYS days of `now`. Without a deadline a request is never urgent.
 */
export function isUrgent(deadline: string | null, now: Date): boolean {
  if (deadline === null) return false;
  const end = Date.parse(`${deadline}T23:59:59.999Z`);
  if (Number.isNaN(end)) return false;
  const left = end - now.getTime();
  return left >= 0 && left < (URGENT_REQUEST_DAYS + 1) * DAY_MS;
}
