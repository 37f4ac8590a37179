/**
 * When a listing's hidden brand (its client's company, name and logo, and anything that
 * identifies the client, such as their user id in a notification) is revealed to a reader: each
 * listing's own rule, in this one place (spec 001 section 6). Every answer that could identify a
 * client asks here: jobs and requests as their readers see them, the supplier's dashboard, and
 * the notifications raised to invitees.
 *
 * - A job: public shows it to everyone; confidential and invite-only to the owner, and to a reader
 *   who applied with the standard NDA.
 * - A request: public shows it to everyone; confidential only once the client approves the
 *   reader's response (hires it: "identity hidden until the client approves a supplier");
 *   invite-only once the reader responded with the standard NDA (as a job's).
 */
import type { ListingVisibility, ResponseStatus } from '@atelier/api-contract';

export function jobBrandShown(reader: {
  visibility: ListingVisibility;
  isOwner: boolean;
  ndaAccepted: boolean;
}): boolean {
  return reader.visibility === 'public' || reader.isOwner || reader.ndaAccepted;
}

export function requestBrandShown(reader: {
  visibility: ListingVisibility;
  isOwner: boolean;
  /** The reader's response to the request, if they sent one. */
  response: { ndaAccepted: boolean; status: ResponseStatus } | undefined;
}): boolean {
  if (reader.visibility === 'public' || reader.isOwner) return true;
  if (reader.visibility === 'confidential') return reader.response?.status === 'hired';
  return reader.response?.ndaAccepted === true;
}
