import type { CompanyCover, Plan } from '@atelier/api-contract';
import { isProSubscriptionStatus } from '@atelier/api-contract/values';
import type { SelfServiceRole } from '@atelier/shared-ui';
import { api } from '../../../lib/api';

/** A plan of the catalogue: the API contract's type. */
export type PricingPlan = Plan;

/** The per-user subscription view, enriched with the plan's name and description. */
export interface Subscription {
  status: string;
  priceId: string | null;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  /** Unix seconds. */
  currentPeriodStart: number | null;
  /** Unix seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  productName: string;
  productDescription: string | null;
}

/**
 * The caller's plan: their own subscription, whether they are Pro (the API's one rule: their own
 * subscription active or trialing, or their company's Brand Pro), and the company covering them.
 */
export interface SubscriptionState {
  subscription: Subscription | null;
  isPro: boolean;
  coveredBy: CompanyCover | null;
}

/** The plans of an audience, and whether this installation takes online payments yet. */
export interface PlanCatalogue {
  plans: PricingPlan[];
  payments: 'available' | 'off';
}

export interface CheckoutRequest {
  price_id: string;
  success_url: string;
  cancel_url: string;
  mode: 'subscription';
}

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<PlanCatalogue, SelfServiceRole>({
      query: (role) => ({ url: '/plans', params: { role } }),
      // `off` only when the service says so (an older service without the field takes payments).
      transformResponse: (response: { plans: PricingPlan[]; payments?: string }) => ({
        plans: response.plans,
        payments: response.payments === 'off' ? 'off' : 'available',
      }),
    }),
    subscription: build.query<SubscriptionState, undefined>({
      query: () => ({ url: '/subscription' }),
      providesTags: ['Subscription'],
    }),
    createCheckoutSession: build.mutation<{ url: string }, CheckoutRequest>({
      query: (body) => ({ url: '/checkout/sessions', method: 'POST', body }),
    }),
    cancelSubscription: build.mutation<{ subscription: Subscription | null }, undefined>({
      query: () => ({ url: '/subscription/cancel', method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
    openBillingPortal: build.mutation<{ url: string }, { return_url: string }>({
      query: (body) => ({ url: '/billing/portal', method: 'POST', body }),
    }),
  }),
});

export const {
  usePlansQuery,
  useSubscriptionQuery,
  useLazySubscriptionQuery,
  useCreateCheckoutSessionMutation,
  useCancelSubscriptionMutation,
  useOpenBillingPortalMutation,
} = billingApi;

/**
 * The user's own subscription while it makes them Pro (active or trialing: api-contract's one
 * rule); anything else is the free plan (spec 000, 4).
 */
export const isActive = (subscription: Subscription | null | undefined): boolean =>
  isProSubscriptionStatus(subscription?.status);
