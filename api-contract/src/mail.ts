import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';

/** An e-mail's one-click unsubscribe link (RFC 8058): who, which list, and its signature. */
export const UnsubscribeQuery = Type.Object(
  {
    user: Type.String({ format: 'uuid' }),
    list: Type.String({ maxLength: 64 }),
    token: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

/** What a mail client posts to a List-Unsubscribe-Post link (`List-Unsubscribe=One-Click`). */
export const UnsubscribePostBody = Type.Object(
  { 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) },
  { additionalProperties: false },
);

/** The page the link answers with (text/html). */
export const UnsubscribePage = Type.String();

export const EMAIL_STATES = ['failed', 'pending', 'running', 'done', 'cancelled'] as const;

export const AdminEmailsQuery = Type.Object(
  { state: Type.Optional(StringEnum(EMAIL_STATES)) },
  { additionalProperties: false },
);
export type AdminEmailsQuery = Static<typeof AdminEmailsQuery>;

/** An e-mail the platform decided to send, as admins see it (newest first). */
export const AdminEmail = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    /** `mail.notification` or `mail.unread-messages`. */
    kind: Type.String(),
    recipientId: Nullable(Type.String({ format: 'uuid' })),
    state: StringEnum(EMAIL_STATES),
    attempts: Type.Integer({ minimum: 0 }),
    lastError: Nullable(Type.String()),
    runAt: Timestamp,
    finishedAt: Nullable(Timestamp),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type AdminEmail = Static<typeof AdminEmail>;

export const AdminEmailsResponse = Type.Object(
  { emails: Type.Array(AdminEmail) },
  { additionalProperties: false },
);
export type AdminEmailsResponse = Static<typeof AdminEmailsResponse>;
