/**
 * What the sales module needs from the payments provider (issue 20): a payment-mode Checkout
 * Session for one product, as a direct charge on the seller's connected account with no
 * application fee (the platform takes 0%), and, once it is paid, the charge with Stripe's
 * processing fee and the receipt. Two implementations, chosen with the provider (plugin.ts):
 * the Stripe SDK (stripe-product-payments.ts) and the offline sandbox
 * (sandbox-product-payments.ts), whose hosted page the sales module serves.
 */

export interface ProductCheckoutInput {
  purchaseId: string;
  productId: string;
  buyerId: string;
  buyerEmail: string | undefined;
  /** The seller's connected account: the charge is made there (`Stripe-Account`). */
  accountId: string;
  /** The product's title and price at the moment of checkout (the purchase keeps them). */
  title: string;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

/** A paid charge as the seller's account reports it. */
export interface ChargeDetails {
  chargeId: string;
  /** Stripe's processing fee, from the charge's balance transaction; null until Stripe knows. */
  feeCents: number | null;
  receiptUrl: string | null;
}

/** A paid charge to refund in full (issue 22: a cancelled order), as the purchase knows it. */
export interface FullRefundInput {
  accountId: string;
  purchaseId: string;
  productId: string;
  buyerId: string;
  paymentIntentId: string;
  amountCents: number;
  /** Refunded so far (the sandbox's event carries the running total, as Stripe's does). */
  refundedCents: number;
  currency: string;
  /** One refund per key, however often it is asked for (Stripe's Idempotency-Key). */
  idempotencyKey: string;
}

export interface ProductPayments {
  /** A Checkout Session on the seller's account; `url` is where the browser goes to pay. */
  createProductCheckout(input: ProductCheckoutInput): Promise<{ id: string; url: string }>;
  /**
   * The charge of a paid PaymentIntent on `accountId`, or undefined when it has none yet.
   * `amountCents` is what the purchase sold at: the sandbox computes its fee from it, Stripe's
   * comes from the charge's balance transaction.
   */
  chargeOf(
    accountId: string,
    paymentIntentId: string,
    amountCents: number,
  ): Promise<ChargeDetails | undefined>;
  /**
   * Refunds what remains of the charge on the seller's account. Its effect arrives as Stripe's
   * `charge.refunded` through the webhook (the sales module moves the purchase); the sandbox
   * delivers that event itself before answering.
   */
  refundInFull(input: FullRefundInput): Promise<void>;
  /**
   * Expires an open Checkout Session on `accountId`, so that it can no longer be paid (the
   * product changed, or the seller cannot take charges any more). A session already completed
   * or expired is left as it is.
   */
  expireProductCheckout(accountId: string, sessionId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Product checkout on sellers' connected accounts, or null when payments are off. */
    productPayments: ProductPayments | null;
  }
}

/** The checkout's metadata: on the session and on its PaymentIntent (so on the charge too). */
export const purchaseMetadata = (input: ProductCheckoutInput) => ({
  purchaseId: input.purchaseId,
  productId: input.productId,
  buyerId: input.buyerId,
});
