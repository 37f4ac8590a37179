/** The payouts module's texts: refusals of the Payments & Earnings routes and the sandbox's. */
import { BILLING_MESSAGES } from '../billing/messages';

export const PAYOUTS_MESSAGES = {
  /** Payments off: the same words as checkout's 503. */
  paymentsOff: BILLING_MESSAGES.paymentsOff,
  providerFailed: BILLING_MESSAGES.providerFailed,
  noAccount:
    'Connect with Stripe first: payout settings are written to your connected payout account.',
} as const;

export const SUPPORT_MESSAGES = {
  emptyMessage: 'Please enter a message.',
} as const;

export const SANDBOX_ONBOARDING_MESSAGES = {
  unknownLink:
    'This sandbox onboarding link does not exist, was used already or has expired. Go back to Payments & Earnings and connect again.',
  deliveryFailed: 'The sandbox could not deliver the account update to the webhook.',
} as const;
