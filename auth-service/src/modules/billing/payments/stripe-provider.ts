import Stripe from 'stripe';
import type { PaymentsProvider } from './provider';

/** Where the SDK sends its requests; tests point it at stripe-mock. */
export interface StripeApiOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(secretKey: string, api: StripeApiOptions = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...api });
}

/** The Stripe API through the official SDK (STRIPE_SECRET_KEY set). */
export function createStripeProvider(stripe: Stripe): PaymentsProvider {
  return {
    kind: 'stripe',

    async createCustomer(user) {
      const customer = await stripe.customers.create({
        ...(user.email !== undefined && { email: user.email }),
        metadata: { userId: user.id },
      });
      return customer.id;
    },

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { userId: input.userId },
        ...(input.mode === 'subscription' && {
          subscription_data: { metadata: { userId: input.userId } },
        }),
      });
      if (session.url === null) throw new Error(`Checkout Session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },

    async createPaymentCheckout(input) {
      const metadata = { ...input.metadata, userId: input.userId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: input.lineItems.map((item) => ({
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: item.amountCents,
              product_data: { name: item.name },
            },
          })),
          payment_intent_data: { metadata },
          metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (session.url === null) throw new Error(`Checkout Session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        // Deleted before (a repeated account deletion): nothing left to cancel.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'resource_missing'
        ) {
          return;
        }
        throw error;
      }
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
  };
}
