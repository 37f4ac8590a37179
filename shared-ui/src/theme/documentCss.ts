import { theme } from './theme';

/**
 * The page-wide base rules as plain CSS, from the theme tokens. The shell inlines them in its
 * HTML so that the very first paint has them (nothing moves when the app's code arrives); a
 * remote running alone applies them through `GlobalStyle`.
 *
 * `overflow-wrap: anywhere` on the body: what users write (titles, names, tags) may hold a word
 * longer than a phone is wide; every text breaks it rather than widen its card and the page.
 * Unlike `break-word` it also lets flex and grid items shrink below such a word. Labels that must
 * stay on one line say `white-space: nowrap`.
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
  overflow-wrap: anywhere;
}
img { max-width: 100%; height: auto; }
:focus-visible { outline: none; box-shadow: ${theme.shadows.focus}; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
`;
