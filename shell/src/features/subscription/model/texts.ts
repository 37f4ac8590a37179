// Texts of the subscription pages and checkout results (spec 000, sections 2, 8 and 9), in one
// place for tests.
export const SUBSCRIPTION_TEXTS = {
  title: 'Subscription',
  noActiveTitle: 'No Active Subscription',
  noActive:
    'You are on the free Starter plan. Upgrade to Pro for unlimited access and more visibility.',
  availablePlans: 'Available Plans',
  currentPlan: 'Current Plan',
  subscribeNow: 'Subscribe Now',
  redirecting: 'Redirecting...',
  free: 'Free',
  perMonth: '/month',
  noPaymentMethod: 'No payment method on file',
  currentPeriod: 'Current period',
  nextBilling: 'Next billing date',
  cancelsAtPeriodEnd: 'Cancels at end of period',
  updatePayment: 'Update Payment',
  cancelSubscription: 'Cancel Subscription',
  cancelConfirmTitle: 'Cancel your subscription?',
  cancelConfirm:
    'Your plan stays active until the end of the current period, then you move to the free Starter plan. You will not be charged again.',
  keepSubscription: 'Keep Subscription',
  cancelling: 'Cancelling...',
  checkoutFailed: 'Failed to create checkout session',
  loadFailed: 'Your subscription could not be loaded.',
  plansFailed: 'The plans could not be loaded.',
  retry: 'Retry',
  securePayments:
    'Payments are processed securely by Stripe. Atelier never stores your card details.',
  unknownSubscription: 'Unknown Subscription',
  paymentsOffTitle: 'Online payments are not available yet.',
  paymentsOff: 'Subscriptions cannot be bought on this installation for now.',
  coveredNotice:
    'Your company’s owner manages this subscription. Its Pro features and unlimited allowances are yours while you are on the team.',
} as const;

export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How does billing work?',
    answer:
      'Pro plans are billed monthly and renew automatically until you cancel. Your card is charged at the start of each period.',
  },
  {
    question: 'Can I change my plan?',
    answer:
      'Yes. Upgrades take effect at once and are prorated, so you only pay the difference for the rest of the period.',
  },
  {
    question: 'What happens when I cancel?',
    answer:
      'Your Pro features stay active until the end of the period you paid for; then your account moves to the free Starter plan.',
  },
];

export const CHECKOUT_TEXTS = {
  successTitle: 'Payment Successful',
  confirming: 'Confirming your payment...',
  statusActive: 'Active',
  emailNotice: 'A confirmation email with your receipt is on its way to your inbox.',
  goToDashboard: 'Go to Dashboard',
  cancelTitle: 'Payment Cancelled',
  noCharge: 'Your payment was cancelled and no charge was made.',
  tryAgain: 'Try Again',
  backToDashboard: 'Back to Dashboard',
} as const;

/** The checkout success page waits this long before reading the subscription (spec 000, 9). */
export const CHECKOUT_SUCCESS_WAIT_MS = 2_000;
