/**
 * What the billing routes need from a payments provider. Two implementations, chosen at start-up
 * from configuration: the Stripe API through the official SDK (stripe-provider.ts), and an
 * offline sandbox whose hosted checkout this service serves itself (sandbox-provider.ts).
 */
import type { PaymentsProviderKind } from '../../../config';

export type CheckoutMode = 'subscription' | 'payment';

export interface CheckoutSessionInput {
  userId: string;
  customerId: string;
  priceId: string;
  mode: CheckoutMode;
  successUrl: string;
  cancelUrl: string;
}

/** One line of a one-time checkout the platform sells itself (a job's promotions). */
export interface PaymentLineItem {
  name: string;
  amountCents: number;
}

/**
 * A one-time (payment mode) checkout for the platform's own product, priced here rather than by
 * a configured Stripe price: a job's promotions (issue 43, item 10).
 */
export interface PaymentCheckoutInput {
  userId: string;
  customerId: string;
  lineItems: PaymentLineItem[];
  /** Copied onto the session (and its events): what the webhook finds the purchase by. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** One session per key, however often it is asked for (Stripe's Idempotency-Key). */
  idempotencyKey: string;
}

export interface PaymentsProvider {
  readonly kind: PaymentsProviderKind;
  /** A new customer for the user (the caller stores and reuses it). */
  createCustomer(user: { id: string; email: string | undefined }): Promise<string>;
  /** A Checkout Session; `url` is where the browser goes to pay. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** A one-time Checkout Session for the platform's own product; `url` is where to pay. */
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<{ id: string; url: string }>;
  /** Asks the provider to cancel the subscription at the end of its current period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /**
   * Deletes the customer at the provider, which also cancels its subscriptions at once (account
   * deletion: nothing is charged after the account is gone). A customer already gone is no error.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** A billing portal session (Update Payment); `url` is where the browser goes. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}
