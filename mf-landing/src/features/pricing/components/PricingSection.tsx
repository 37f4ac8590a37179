import styled from 'styled-components';
import {
  Banner,
  Button,
  Card,
  LinkButton,
  LoadingState,
  Tabs,
  formatPriceFromCents,
  mediaUp,
} from '@atelier/shared-ui';
import { PLATFORM_PATHS } from '../../../config/paths';
import { Icon } from '../../../components/icons';
import { PageSection } from '../../../components/PageSection';
import { PRICING, sectionLabel } from '../../../content/landing';
import { useGetPlansQuery } from '../api/getPlans';
import { PRICING_AUDIENCES, type Plan, type PlanAudience } from '../model/plan';
import { PRICING_TEXTS } from '../model/texts';
import { PLANS_WIDTH } from '../../../components/layout';

// Room for a tab's two plan cards, kept while loading or failing, so that what follows the
// section does not jump when the catalogue arrives.
const PANEL_MIN_HEIGHT = '420px';

const StyledPanel = styled.div`
  min-height: ${PANEL_MIN_HEIGHT};
`;

const StyledPlans = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${PLANS_WIDTH};
  margin: 0 auto;
  ${mediaUp('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledPrice = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledNotice = styled.div`
  max-width: ${PLANS_WIDTH};
  margin: 0 auto ${({ theme }) => theme.space.lg};
`;

const StyledRetry = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

function PlanCard({ plan, paymentsOff }: { plan: Plan; paymentsOff: boolean }) {
  const free = plan.price === 0;
  return (
    <Card title={plan.name} elevated={!free}>
      <StyledPrice>
        {free ? (
          <strong>{PRICING_TEXTS.free}</strong>
        ) : (
          <>
            <strong>{formatPriceFromCents(plan.price)}</strong>
            {PRICING_TEXTS.perMonth}
          </>
        )}
      </StyledPrice>
      <StyledDescription>{plan.description}</StyledDescription>
      <StyledFeatures aria-label={`${PRICING_TEXTS.featuresLabel} in ${plan.name}`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" />
            {feature}
          </li>
        ))}
      </StyledFeatures>
      {!free && paymentsOff ? (
        // Nothing to subscribe to yet: the button stays, disabled, so the card keeps its shape.
        <Button variant="primary" fullWidth disabled>
          {PRICING_TEXTS.subscribe}
        </Button>
      ) : (
        <LinkButton to={PLATFORM_PATHS.signup} variant={free ? 'secondary' : 'primary'} fullWidth>
          {free ? PRICING_TEXTS.startFree : PRICING_TEXTS.subscribe}
        </LinkButton>
      )}
    </Card>
  );
}

/** One audience's plans: loading, then the cards, or the error with Retry. */
function AudiencePlans({ audience }: { audience: PlanAudience }) {
  const { data: catalogue, isError, refetch } = useGetPlansQuery(audience);
  let content;
  if (catalogue !== undefined) {
    const paymentsOff = catalogue.payments === 'off';
    content =
      catalogue.plans.length === 0 ? (
        <p>{PRICING_TEXTS.empty}</p>
      ) : (
        <>
          {paymentsOff && (
            <StyledNotice>
              <Banner tone="info" title={PRICING_TEXTS.paymentsOffTitle}>
                {PRICING_TEXTS.paymentsOff}
              </Banner>
            </StyledNotice>
          )}
          <StyledPlans>
            {catalogue.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} paymentsOff={paymentsOff} />
            ))}
          </StyledPlans>
        </>
      );
  } else if (isError) {
    content = (
      <Banner tone="danger" title={PRICING_TEXTS.errorTitle}>
        {PRICING_TEXTS.errorText}
        <StyledRetry>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {PRICING_TEXTS.retry}
          </Button>
        </StyledRetry>
      </Banner>
    );
  } else {
    content = <LoadingState label={PRICING_TEXTS.loading} />;
  }
  return <StyledPanel>{content}</StyledPanel>;
}

/**
 * Section `pricing`: a tab per audience (Designer/Freelancer, Supplier, Brand/Client), each
 * showing that audience's plans from auth-service's catalogue. The rest of the page never waits
 * for it.
 */
export function PricingSection() {
  return (
    <PageSection
      id="pricing"
      eyebrow={sectionLabel('pricing')}
      title={PRICING.title}
      lead={PRICING.lead}
      tone="muted"
    >
      <Tabs
        label={PRICING_TEXTS.tabsLabel}
        tabs={PRICING_AUDIENCES.map((audience) => ({
          id: audience.id,
          label: audience.label,
          content: <AudiencePlans audience={audience.id} />,
        }))}
      />
    </PageSection>
  );
}
