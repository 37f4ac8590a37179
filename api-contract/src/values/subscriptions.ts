/**
 * One rule for "is Pro" (issue 43, item 11): a subscription makes its user Pro while Stripe says
 * it is paid (`active`) or in a trial (`trialing`). `past_due`, `unpaid`, `incomplete`,
 * `incomplete_expired`, `paused` and `canceled` are the free Starter plan. The API decides with
 * this list (billing's `isPro` and its SQL condition, which also counts a company's Brand Pro
 * for its members); a screen that shows a subscription's own state reads it from here.
 */
export const PRO_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

/**
 * What a company member's subscription page says instead of a Subscribe button, and the API's
 * refusal of their checkout: the company owner's Brand Pro covers them (item 8).
 */
export const coveredByBrandPro = (companyName: string) => `Covered by ${companyName}'s Brand Pro`;

/** Whether a subscription in `status` makes its user Pro. */
export function isProSubscriptionStatus(status: string | null | undefined): boolean {
  return PRO_SUBSCRIPTION_STATUSES.some((pro) => pro === status);
}
