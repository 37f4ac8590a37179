import type { StarterAllowance } from '@atelier/api-contract';
import { Banner, LinkButton, subscriptionPathOf, type SelfServiceRole } from '../core';

/** What each Starter allowance counts, singular and plural (spec 000, plans). */
const ALLOWANCE_NOUNS: Record<StarterAllowance['allowance'], readonly [string, string]> = {
  application: ['application', 'applications'],
  'request-reply': ['project reply', 'project replies'],
  'job-post': ['job post', 'job posts'],
  'new-contact': ['new contact', 'new contacts'],
};

/**
 * "1 of 1 applications used this month" on Starter; "3 applications this month (unlimited on
 * Pro)" on Pro.
 */
export function starterAllowanceUsage({ allowance, used, limit }: StarterAllowance): string {
  const [one, many] = ALLOWANCE_NOUNS[allowance];
  if (limit === null) return `${used} ${used === 1 ? one : many} this month (unlimited on Pro)`;
  return `${used} of ${limit} ${limit === 1 ? one : many} used this month`;
}

export const STARTER_LIMIT_TEXTS = {
  title: 'Starter plan limit reached',
  upgrade: 'Upgrade to Pro',
} as const;

export interface StarterLimitBannerProps {
  /** The refusal's message from the API (402). */
  message: string;
  /** Whose subscription page the upgrade link opens: the caller's role. */
  audience: SelfServiceRole;
}

/** An action the Starter plan does not allow any more this month: why, and where to upgrade. */
export function StarterLimitBanner({ message, audience }: StarterLimitBannerProps) {
  return (
    <Banner tone="warning" title={STARTER_LIMIT_TEXTS.title}>
      <p>{message}</p>
      <LinkButton to={subscriptionPathOf(audience)} size="sm">
        {STARTER_LIMIT_TEXTS.upgrade}
      </LinkButton>
    </Banner>
  );
}
