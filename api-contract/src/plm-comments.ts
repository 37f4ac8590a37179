/**
 * Atelier PLM, part 2 (issue 39): comments on a style, on the style as a whole or on one of its
 * sections, with @mentions of the style's people.
 *
 * Routes (anyone with access to the style: its owner's side, an editor, a reviewer; 404 to anyone
 * else, a removed collaborator included):
 * - `GET  /api/plm/styles/:styleId/comments`   StyleCommentList (oldest first) with the people a
 *                                               comment may mention
 * - `POST /api/plm/styles/:styleId/comments`   NewStyleComment → 201 StyleComment; mentions of
 *                                               people without access are dropped, each kept one
 *                                               is notified once (in the app and by e-mail)
 *
 * Live: each new comment and each new revision of a style reaches the open pages of everyone with
 * access through the real-time connection (`ServerEvent` 'style' in ./messaging).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import { COMMENT_ANCHOR_KINDS, STYLE_COMMENT_LIMITS } from './values/plm-comments';

const RowId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });

/** What a comment is about: the style, or one BOM row, point of measure or callout by its id. */
export const CommentAnchor = Type.Object(
  { kind: StringEnum(COMMENT_ANCHOR_KINDS), id: Nullable(RowId) },
  { additionalProperties: false },
);
export type CommentAnchor = Static<typeof CommentAnchor>;

export const StylePerson = Type.Object(
  { id: Type.String(), name: Type.String() },
  { additionalProperties: false },
);
export type StylePerson = Static<typeof StylePerson>;

export const StyleComment = Type.Object(
  {
    id: Type.String(),
    author: StylePerson,
    anchor: CommentAnchor,
    body: Type.String(),
    /** The people it mentions who had access when it was written. */
    mentions: Type.Array(StylePerson),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type StyleComment = Static<typeof StyleComment>;

export const StyleCommentList = Type.Object(
  {
    items: Type.Array(StyleComment),
    /** Everyone with access (the owner's side and the collaborators): the '@' menu. */
    people: Type.Array(StylePerson),
  },
  { additionalProperties: false },
);
export type StyleCommentList = Static<typeof StyleCommentList>;

export const NewStyleComment = Type.Object(
  {
    anchor: CommentAnchor,
    body: Type.String({ minLength: 1, maxLength: STYLE_COMMENT_LIMITS.body }),
    /** User ids picked from the '@' menu; anyone without access is dropped. */
    mentions: Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: STYLE_COMMENT_LIMITS.mentions,
      uniqueItems: true,
      default: [],
    }),
  },
  { additionalProperties: false },
);
export type NewStyleComment = Static<typeof NewStyleComment>;
