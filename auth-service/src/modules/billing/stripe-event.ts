import { Type } from '@sinclair/typebox';

/**
 * The envelope of a Stripe event as POST /api/stripe/webhook receives it, for the OpenAPI
 * document only: the route reads the raw bytes (the signature covers them exactly), so no
 * schema validates the body before the handler; the handler checks the signature and the shape.
 * Stripe sends more fields (api_version, livemode, request ...), hence the open objects.
 */
export const StripeEventEnvelope = Type.Object(
  {
    id: Type.String({ pattern: '^evt_', description: 'The event id; a redelivery repeats it.' }),
    type: Type.String({
      description:
        'e.g. checkout.session.completed, customer.subscription.created / updated / deleted, invoice.paid, invoice.payment_failed; other types are acknowledged and ignored.',
    }),
    created: Type.Integer({ description: 'Unix seconds; older than the stored state is ignored.' }),
    data: Type.Object(
      {
        object: Type.Object(
          {},
          {
            additionalProperties: true,
            description: 'The Stripe object the event is about (a subscription, an invoice ...).',
          },
        ),
      },
      { additionalProperties: true },
    ),
  },
  {
    additionalProperties: true,
    description:
      'A Stripe event, sent by Stripe (or the sandbox) and signed in the Stripe-Signature header over the exact bytes of this body.',
  },
);
