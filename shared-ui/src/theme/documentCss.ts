import { theme } from './theme';

/**
 * The page-wide base rules as plain CSS, from the theme tokens. The shell inlines them in its
 * HTML so that the very first paint has them (nothing moves when the app's code arrives); a
 * remote running alone applies them through `GlobalStyle`.
 */
export const DOCUMENT_BASE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
}
img { max-width: 100%; height: auto; }
:focus-visible { outline: none; box-shadow: ${theme.shadows.focus}; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
`;
