/** The billing module's texts: refusals of checkout, subscription, portal, webhook and sandbox. */
import { coveredByBrandPro } from '@atelier/api-contract';

/** The product name of a subscription whose price is no plan of the catalogue. */
export const UNKNOWN_SUBSCRIPTION = 'Unknown Subscription';

/** How Payment History describes a payment of the user's own subscription. */
export const subscriptionPaymentDescription = (planName: string | undefined) =>
  planName === undefined ? 'Pro plan subscription' : `${planName} subscription`;

export const BILLING_MESSAGES = {
  noAudience:
    'Choose your role (freelancer, client or supplier) first: plans are sold per audience.',
  unknownPrice: (priceId: string) => `${priceId} is not the price of a paid plan.`,
  otherAudience: (audience: string, role: string) =>
    `This price belongs to the ${audience} plans; your account can only buy ${role} plans.`,
  wrongMode: (mode: string) => `This plan is a subscription; mode "${mode}" cannot buy it.`,
  offOrigin: (field: string, origin: string) => `${field} must be on ${origin}`,
  noSubscription: 'You have no active subscription to cancel.',
  coveredByCompany: (companyName: string) =>
    `${coveredByBrandPro(companyName)}: the company's owner manages the subscription.`,
  alreadySubscribed:
    'You already have a subscription. To change plan or cancel it, open the billing portal (Update Payment on your subscription page).',
  noCustomer: 'You have no billing account yet: subscribe to a plan first.',
  providerFailed: 'The payment provider did not answer. Please try again.',
  paymentsOff: 'Online payments are not available on this installation yet.',
} as const;

export const WEBHOOK_MESSAGES = {
  missingSignature: 'The Stripe-Signature header and a JSON body are required.',
  badSignature: 'The Stripe signature does not match this endpoint’s signing secret.',
  staleSignature: 'The Stripe signature’s timestamp is outside the 300-second tolerance.',
  malformedEvent: (problem: string) => `The event is malformed: ${problem}.`,
} as const;

export const SANDBOX_MESSAGES = {
  unknownCheckout: 'This sandbox checkout session does not exist or has expired.',
  unknownPortal: 'This sandbox billing portal session does not exist or has expired.',
  deliveryFailed: 'The sandbox could not deliver the payment events to the webhook.',
} as const;

/** The answer to an action the Starter plan does not allow any more this month (402). */
export const STARTER_LIMIT_MESSAGES = {
  application:
    'You have used your 1 application for this month on the Starter plan. Upgrade to Pro for unlimited applications.',
  'request-reply':
    'You have used your 1 project reply for this month on the Starter plan. Upgrade to Pro for unlimited project replies.',
  'job-post':
    'You have used your 1 job post for this month on the Starter plan. Upgrade to Pro for unlimited job posts.',
  'new-contact':
    'You have contacted your 1 new user for this month on the Starter plan. Upgrade to Pro for unlimited contacts.',
} as const;
