import { createGlobalStyle } from 'styled-components';
import { DOCUMENT_BASE_CSS } from './documentCss';

/**
 * Page-wide base styles for a remote running alone. In the platform the shell's HTML carries
 * the same rules inline (see documentCss.ts).
 */
export const GlobalStyle = createGlobalStyle`${DOCUMENT_BASE_CSS}`;
