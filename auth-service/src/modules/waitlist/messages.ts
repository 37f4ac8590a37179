/** The waitlist module's texts (tests import them). */

/** The one text for any unusable address, whatever the validator found. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** 'Announce PLM' on a deployment without e-mail: nothing could reach the waitlist. */
export const MAIL_OFF_MESSAGE =
  'E-mail is off (SMTP_HOST is not set): PLM cannot be announced to the waitlist.';
