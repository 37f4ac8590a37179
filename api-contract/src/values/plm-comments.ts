/**
 * Comments on a style (issue 39): what a comment may be about and its limits, for the API and
 * the comments tab.
 */

/** The style as a whole, or one BOM row, point of measure or callout of its tech pack. */
export const COMMENT_ANCHOR_KINDS = ['style', 'bom', 'pom', 'callout'] as const;
export type CommentAnchorKind = (typeof COMMENT_ANCHOR_KINDS)[number];

export const STYLE_COMMENT_LIMITS = { body: 4000, mentions: 20 } as const;

/** How a comment's anchor is named ('BOM: Shell fabric'). */
export const COMMENT_ANCHOR_LABELS = {
  style: 'The style',
  bom: 'BOM',
  pom: 'Point of measure',
  callout: 'Callout',
} as const satisfies Record<CommentAnchorKind, string>;

export const PLM_COMMENT_MESSAGES = {
  anchorMissing: 'This part of the style no longer exists: choose another',
  bodyRequired: 'Write a comment',
} as const;
