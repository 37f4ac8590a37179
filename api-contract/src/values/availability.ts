/**
 * The platform briefly out of reach (its database restarting, failing over): the API answers
 * 503 with this message and a `Retry-After` of this many seconds, and the screens show the same
 * words while they retry by themselves (issue 41's drills; docs/ops.md).
 */
export const BRIEFLY_UNAVAILABLE_MESSAGE = 'Atelier is briefly unavailable, retrying...';

/** The `Retry-After` of that 503, in seconds. */
export const BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
