/**
 * Product checkout through the Stripe SDK: direct charges on the seller's connected account
 * (every call carries `stripeAccount`), priced from the purchase (`price_data`: the title and
 * price at the moment of checkout), with no application fee.
 */
import type Stripe from 'stripe';
import { purchaseMetadata, type ProductPayments } from './product-payments';

export function createStripeProductPayments(stripe: Stripe): ProductPayments {
  return {
    async createProductCheckout(input) {
      const metadata = purchaseMetadata(input);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.purchaseId,
          ...(input.buyerEmail !== undefined && { customer_email: input.buyerEmail }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.title, metadata: { productId: input.productId } },
              },
            },
          ],
          // Copied onto the PaymentIntent and its charge: refunds and disputes find the purchase.
          payment_intent_data: { metadata },
          metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { stripeAccount: input.accountId, idempotencyKey: `purchase-${input.purchaseId}` },
      );
      if (session.url === null) throw new Error(`Checkout Session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },

    async refundInFull(input) {
      await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          metadata: { purchaseId: input.purchaseId },
        },
        { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
      );
    },

    async expireProductCheckout(accountId, sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: accountId });
      } catch (error) {
        // Stripe refuses a session that is no longer open (paid, or expired already): it is
        // what it is. Anything else (the network, Stripe down) is the caller's to log.
        const type = (error as { type?: unknown }).type;
        if (type !== 'StripeInvalidRequestError') throw error;
      }
    },

    async chargeOf(accountId, paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(
        paymentIntentId,
        { expand: ['latest_charge.balance_transaction'] },
        { stripeAccount: accountId },
      );
      const charge = intent.latest_charge;
      if (charge === null) return undefined;
      if (typeof charge === 'string') return { chargeId: charge, feeCents: null, receiptUrl: null };
      const balance = charge.balance_transaction;
      return {
        chargeId: charge.id,
        feeCents: balance !== null && typeof balance === 'object' ? balance.fee : null,
        receiptUrl: charge.receipt_url,
      };
    },
  };
}
