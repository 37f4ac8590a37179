/** The requests module's texts (spec 001 sections 2, 5, 6 and 8); tests import them from here. */
import { BIG_ORDER_TEXTS } from '@atelier/api-contract';

/*
 * Section 5: a published request's checks, their order and messages are api-contract's values
 * (REQUEST_FORM_MESSAGES, firstSupplierRequestProblem), shared with the form.
 */

/** Checks the spec leaves to the server, after the form's. */
export const REQUEST_RULE_MESSAGES = {
  regionRepeated: (region: string) => `${region} is already a preferred region.`,
  budgetRange: 'The minimum budget must not be above the maximum budget.',
  attachment: (name: string) =>
    `The attachment ${name} is not one of your uploaded files (or its upload is not finished). Please upload it again.`,
  attachmentRepeated: (name: string) => `${name} is attached more than once.`,
} as const;

/** Section 8. */
export const REQUEST_POST_MESSAGES = {
  successTitle: 'Request posted successfully!',
  successMessage: 'Your request has been published and is now visible to suppliers.',
  failureTitle: 'Failed to post request',
  failureMessage: 'There was an error posting your request. Please try again.',
} as const;

export const REQUEST_MESSAGES = {
  /** Any request the caller may not see (a draft, an uninvited invite-only one) is this 404. */
  notFound: "The request you're looking for doesn't exist or has been removed.",
  notOpen: 'This request is no longer open for responses.',
  notDraft: 'A published request cannot be edited. Close it and post a new one.',
  alreadyOpen: 'This request is already open.',
  alreadyClosed: 'This request is already closed.',
  inviteNotInviteOnly: 'Only invite-only requests take invitations.',
  inviteeNotFound: (invitee: string) => `No supplier named ${invitee} was found on Atelier.`,
  inviteeSelf: 'You cannot invite yourself.',
} as const;

/** Issue 43 item 5: a brand's direct inquiry to one supplier. */
export const INQUIRY_MESSAGES = {
  supplierNotFound: 'This supplier does not exist.',
  supplierNotPro:
    'Direct inquiries go to Supplier Pro members only: this supplier receives public requests and invitations. Post a request instead.',
} as const;

/** A time as a refusal states it (the API's texts carry no reader's zone). */
const WINDOW_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Issue 43 item 4: a Starter supplier's response inside a big order's Pro window (403). */
export const bigOrderRefusal = (until: Date) =>
  BIG_ORDER_TEXTS.refused(`${WINDOW_TIME.format(until)} UTC`);

export const RESPONSE_MESSAGES = {
  notFound: "The response you're looking for doesn't exist or has been removed.",
  alreadyResponded: 'You have already responded to this request. Revise your quote instead.',
  ndaRequired: 'Please accept the standard NDA to respond to a confidential request.',
  decided: 'This response has been decided: its quote can no longer be revised.',
  tiersOrder: 'Quantity tiers must start at increasing quantities.',
  moqBelowTiers: 'The first quantity tier must start at or below the MOQ.',
  reasonRequired: 'Please choose a reason for declining this response.',
  illegalMove: (from: string, to: string) => `A response cannot move from ${from} to ${to}.`,
} as const;
