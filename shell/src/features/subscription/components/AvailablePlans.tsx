import styled from 'styled-components';
import { Banner, mediaUp } from '@atelier/shared-ui';
import type { PlanCatalogue, PricingPlan } from '../api/billingApi';
import { SUBSCRIPTION_TEXTS } from '../model/texts';
import { PlanCard } from './PlanCard';

const StyledPlans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${mediaUp('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export interface AvailablePlansProps {
  catalogue: PlanCatalogue;
  /** Price id of the user's active subscription, if any. */
  currentPriceId: string | null;
  /** The user has no active subscription: the free plan is the current one. */
  onFreePlan: boolean;
  /** Id of the plan whose checkout is being created. */
  checkoutPlan: string | null;
  /** The company whose owner's Brand Pro covers the user (no Subscribe Now), if any. */
  coveredBy?: string | null;
  onSubscribe: (plan: PricingPlan) => void;
}

/**
 * The subscription page's plan cards. With online payments off on this installation, a notice
 * says so and every Subscribe Now is disabled.
 */
export function AvailablePlans({
  catalogue,
  currentPriceId,
  onFreePlan,
  checkoutPlan,
  coveredBy = null,
  onSubscribe,
}: AvailablePlansProps) {
  const paymentsOff = catalogue.payments === 'off';
  return (
    <>
      {paymentsOff && (
        <StyledNotice>
          <Banner tone="info" title={SUBSCRIPTION_TEXTS.paymentsOffTitle}>
            {SUBSCRIPTION_TEXTS.paymentsOff}
          </Banner>
        </StyledNotice>
      )}
      <StyledPlans>
        {catalogue.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={
              (plan.priceId !== null && plan.priceId === currentPriceId) ||
              (plan.price === 0 && onFreePlan)
            }
            busy={checkoutPlan === plan.id}
            paymentsOff={paymentsOff}
            coveredBy={coveredBy}
            onSubscribe={onSubscribe}
          />
        ))}
      </StyledPlans>
    </>
  );
}
