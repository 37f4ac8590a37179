import styled from 'styled-components';
import { Badge, Button, Card, formatPriceFromCents } from '@atelier/shared-ui';
import { coveredByBrandPro } from '@atelier/api-contract/values';
import type { PricingPlan } from '../api/billingApi';
import { SUBSCRIPTION_TEXTS } from '../model/texts';

const StyledPrice = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPer = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The card lays its content out as a column that stretches each child to its width; a badge
// keeps the width of its text.
const StyledCurrentBadge = styled(Badge)`
  align-self: flex-start;
`;

const StyledFeatures = styled.ul`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};
  padding-left: ${({ theme }) => theme.space.xl};
`;

export interface PlanCardProps {
  plan: PricingPlan;
  /** The user is on this plan: 'Current Plan' badge, button disabled. */
  current: boolean;
  /** Checkout is being created for this plan. */
  busy: boolean;
  /** Online payments are off on this installation: the button is disabled. */
  paymentsOff?: boolean;
  /**
   * The company whose owner's Brand Pro covers the user: a paid plan says so instead of offering
   * Subscribe Now (the owner manages the subscription).
   */
  coveredBy?: string | null;
  onSubscribe: (plan: PricingPlan) => void;
}

export function PlanCard({
  plan,
  current,
  busy,
  paymentsOff = false,
  coveredBy = null,
  onSubscribe,
}: PlanCardProps) {
  return (
    <article aria-label={plan.name}>
      <Card title={plan.name}>
        {current && (
          <StyledCurrentBadge tone="success">{SUBSCRIPTION_TEXTS.currentPlan}</StyledCurrentBadge>
        )}
        <StyledPrice>
          {plan.price === 0 ? SUBSCRIPTION_TEXTS.free : formatPriceFromCents(plan.price)}
          {plan.price > 0 && <StyledPer>{SUBSCRIPTION_TEXTS.perMonth}</StyledPer>}
        </StyledPrice>
        <p>{plan.description}</p>
        <StyledFeatures>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
        {plan.price > 0 && coveredBy !== null && <p>{coveredByBrandPro(coveredBy)}</p>}
        {plan.price > 0 && coveredBy === null && (
          <Button
            fullWidth
            disabled={current || paymentsOff}
            busy={busy}
            busyLabel={SUBSCRIPTION_TEXTS.redirecting}
            onClick={() => onSubscribe(plan)}
          >
            {SUBSCRIPTION_TEXTS.subscribeNow}
          </Button>
        )}
      </Card>
    </article>
  );
}
