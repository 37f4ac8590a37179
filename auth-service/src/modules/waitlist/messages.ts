/** The waitlist module's texts (tests import them). */

/** The one text for any unusable address, whatever the validator found. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
