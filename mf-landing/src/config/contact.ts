/** Where people write to about their data (the legal pages and the footer). */
export const PRIVACY_EMAIL = 'privacy@atelier.test';
