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

export interface PaymentsProvider {
  readonly kind: PaymentsProviderKind;
  /** A new customer for the user (the caller stores and reuses it). */
  createCustomer(user: { id: string; email: string | undefined }): Promise<string>;
  /** A Checkout Session; `url` is where the browser goes to pay. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
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
