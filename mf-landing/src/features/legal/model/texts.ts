import { PATHS } from '../../../config/paths';

/** The legal pages' shared texts: titles (their h1), and the frame around each document. */
export const LEGAL_TEXTS = {
  updated: 'Last updated:',
  /** When the three documents last changed. */
  updatedOn: 'November 20, 2026',
  related: 'Related policies',
  loading: 'Loading...',
  pages: [
    { title: 'Privacy Policy', path: PATHS.privacyPolicy },
    { title: 'Terms of Service', path: PATHS.termsOfService },
    { title: 'Cookie Policy', path: PATHS.cookiePolicy },
  ],
} as const;
