// Texts of the sign-in and sign-up screens (spec 000, sections 2 and 8), in one place for tests.
export const SIGN_IN_TEXTS = {
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  identityUnavailableTitle: 'Sign-in is unavailable right now',
  identityUnavailable:
    'We could not reach the sign-in service. Please wait a few minutes and try again.',
  tryAgain: 'Try again',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
