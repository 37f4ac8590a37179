// Widths this remote's layouts need that the theme has no token for: comfortable line lengths
// and narrow columns. Kept here, named, rather than as numbers in components; candidates for
// shared-ui's theme (layout) if other remotes need them.

/** A heading that breaks into balanced lines. */
export const HEADLINE_WIDTH = '16em';
/** Body text at a readable line length. */
export const READABLE_WIDTH = '40em';
/** Long documents (the legal pages). */
export const DOCUMENT_WIDTH = '46em';
/** A section's title and lead above its content. */
export const SECTION_INTRO_WIDTH = '720px';
/** Two plan cards side by side. */
export const PLANS_WIDTH = '880px';
/** An email box in the footer. */
export const FORM_WIDTH = '560px';
/** A headline figure's column. */
export const STAT_MIN_WIDTH = '6em';
/** Letter spacing of small upper-case labels (eyebrows). */
export const EYEBROW_TRACKING = '0.04em';
