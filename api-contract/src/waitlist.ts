import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

export const WAITLIST_SOURCES = ['plm', 'newsletter'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

/** `POST /api/waitlist`. */
export const WaitlistBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    source: StringEnum(WAITLIST_SOURCES, {
      description: "plm: the PLM waitlist; newsletter: the footer's 'Stay Updated' box.",
    }),
  },
  { additionalProperties: false },
);
export type WaitlistBody = Static<typeof WaitlistBody>;

export const WaitlistResponse = Type.Object(
  { status: Type.Literal('subscribed') },
  { additionalProperties: false },
);
export type WaitlistResponse = Static<typeof WaitlistResponse>;
