/**
 * The plan catalogue (spec 000 sections 3, 6 and 9): per audience a free Starter and a paid Pro
 * plan, prices in US cents, billed monthly. Names and feature lists are the spec's; it gives no
 * description texts, so the descriptions here summarise each plan in the spec's words. Pro price
 * ids come from configuration (Stripe), with sandbox defaults.
 */
import type { Config } from '../../config';
import { PLAN_AUDIENCES as AUDIENCES, type Plan, type PlanAudience } from '@atelier/api-contract';

export { PLAN_AUDIENCES, type Plan, type PlanAudience } from '@atelier/api-contract';

/** Monthly Pro prices in cents (spec 000 section 9). */
export const PRO_PRICES_CENTS = { freelancer: 599, client: 899, supplier: 1599 } as const;

type PlanText = Pick<Plan, 'name' | 'description' | 'features'>;

const TEXTS: Record<PlanAudience, { starter: PlanText; pro: PlanText }> = {
  freelancer: {
    starter: {
      name: 'Freelancer Starter',
      description: 'Start for free: build your public portfolio and apply to your first project.',
      features: [
        'Public portfolio',
        'Apply to 1 project per month',
        'Basic search visibility',
        'Ratings and messages',
      ],
    },
    pro: {
      name: 'Freelancer Pro',
      description: 'Unlimited applications, a featured profile and analytics to win more work.',
      features: [
        'Unlimited applications',
        'Featured profile',
        'Stats and views analytics',
        'PRO badge',
        'Priority access to premium jobs',
        'Early access to PLM tools',
      ],
    },
  },
  client: {
    starter: {
      name: 'Brand Starter',
      description: 'Start for free: post a job and contact talent every month.',
      features: [
        '1 job post per month',
        'View full profiles',
        'Contact 1 user per month',
        'All categories',
      ],
    },
    pro: {
      // The spec also calls this plan 'Client Monthly Subscription'.
      name: 'Brand Pro',
      description:
        'Client Monthly Subscription: unlimited job posts and contacts, with tools to shortlist and match talent.',
      features: [
        'Unlimited job posts and contacts',
        'Dashboard and shortlist tools',
        'AI-powered matches',
        'Priority support',
        'Future PLM features',
      ],
    },
  },
  supplier: {
    starter: {
      name: 'Supplier Starter',
      description:
        'Start for free: a public profile listed in search, and a reply to a project every month.',
      features: [
        'Public profile',
        'Listed in search',
        '1 project reply per month',
        'Basic messaging',
      ],
    },
    pro: {
      name: 'Supplier Pro',
      description:
        'Unlimited project replies, a featured Verified Supplier listing and direct inquiries.',
      features: [
        'Unlimited project replies',
        'Featured in listings',
        'Verified Supplier badge',
        'Upload service catalog',
        'Priority access to big orders',
        'Direct inquiries',
        'Future PLM integration',
      ],
    },
  },
};

const PRO_PRICE_IDS: Record<PlanAudience, keyof Config['stripePrices']> = {
  freelancer: 'freelancerPro',
  client: 'clientPro',
  supplier: 'supplierPro',
};

/** The Starter and Pro plans of one audience, Starter first. */
export function plansFor(audience: PlanAudience, prices: Config['stripePrices']): Plan[] {
  const text = TEXTS[audience];
  const common = {
    currency: 'usd',
    interval: 'month',
    mode: 'subscription',
    userType: audience,
  } as const;
  return [
    {
      id: `${audience}-starter`,
      priceId: null,
      ...text.starter,
      features: [...text.starter.features],
      price: 0,
      ...common,
    },
    {
      id: `${audience}-pro`,
      priceId: prices[PRO_PRICE_IDS[audience]],
      ...text.pro,
      features: [...text.pro.features],
      price: PRO_PRICES_CENTS[audience],
      ...common,
    },
  ];
}

/** Every plan of every audience (checkout looks prices up here). */
export function allPlans(prices: Config['stripePrices']): Plan[] {
  return AUDIENCES.flatMap((audience) => plansFor(audience, prices));
}
