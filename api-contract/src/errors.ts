import { Type, type Static } from '@sinclair/typebox';

/** Body of every error answer: the HTTP reason phrase and a message safe to show the caller. */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'HTTP reason phrase, e.g. "Not Found".' }),
    message: Type.String({ description: 'What was wrong with the request, or a generic text.' }),
  },
  { additionalProperties: false },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/**
 * The 403 answer to an account whose e-mail address is not verified yet (any route but the one
 * that sends the verification e-mail again, `POST /api/me/verification-email`).
 */
export const UNVERIFIED_EMAIL_MESSAGE =
  'Verify your e-mail address first: open the link in the e-mail we sent you.';
