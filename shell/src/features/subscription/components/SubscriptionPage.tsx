import { useState } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  LoadingState,
  formatShortDate,
  type SelfServiceRole,
} from '@atelier/shared-ui';
import { coveredByBrandPro } from '@atelier/api-contract/values';
import { errorMessageOf } from '../../../lib/api';
import {
  isActive,
  useCancelSubscriptionMutation,
  useCreateCheckoutSessionMutation,
  useOpenBillingPortalMutation,
  usePlansQuery,
  useSubscriptionQuery,
  type PricingPlan,
  type Subscription,
} from '../api/billingApi';
import { FAQ, SUBSCRIPTION_TEXTS } from '../model/texts';
import { AvailablePlans } from './AvailablePlans';
import { SubscriptionNavbar } from './RoleNavbar';

const StyledPage = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const fromUnix = (seconds: number | null) =>
  seconds === null ? '' : formatShortDate(new Date(seconds * 1000));

function ActiveSubscription({
  subscription,
  onUpdatePayment,
  onCancel,
  updatingPayment,
}: {
  subscription: Subscription;
  onUpdatePayment: () => void;
  onCancel: () => void;
  updatingPayment: boolean;
}) {
  const card =
    subscription.paymentMethodBrand !== null && subscription.paymentMethodLast4 !== null
      ? `${subscription.paymentMethodBrand.toUpperCase()} •••• ${subscription.paymentMethodLast4}`
      : SUBSCRIPTION_TEXTS.noPaymentMethod;
  return (
    <Card title={subscription.productName} headingLevel={2} elevated>
      {subscription.productDescription !== null && <p>{subscription.productDescription}</p>}
      <StyledFacts>
        <dt>Payment method</dt>
        <dd>{card}</dd>
        <dt>{SUBSCRIPTION_TEXTS.currentPeriod}</dt>
        <dd>
          {fromUnix(subscription.currentPeriodStart)} – {fromUnix(subscription.currentPeriodEnd)}
        </dd>
        {subscription.cancelAtPeriodEnd ? (
          <>
            <dt>Renewal</dt>
            <dd>{SUBSCRIPTION_TEXTS.cancelsAtPeriodEnd}</dd>
          </>
        ) : (
          <>
            <dt>{SUBSCRIPTION_TEXTS.nextBilling}</dt>
            <dd>{fromUnix(subscription.currentPeriodEnd)}</dd>
          </>
        )}
      </StyledFacts>
      <StyledActions>
        <Button
          variant="secondary"
          busy={updatingPayment}
          busyLabel={SUBSCRIPTION_TEXTS.redirecting}
          onClick={onUpdatePayment}
        >
          {SUBSCRIPTION_TEXTS.updatePayment}
        </Button>
        {!subscription.cancelAtPeriodEnd && (
          <Button variant="danger" onClick={onCancel}>
            {SUBSCRIPTION_TEXTS.cancelSubscription}
          </Button>
        )}
      </StyledActions>
    </Card>
  );
}

/**
 * /freelancer/subscription, /client/subscription, /supplier/subscription (spec 000, 2), and
 * /supplier/billing, the supplier account menu's Billing (spec 001, 2).
 */
export function SubscriptionPage({ audience }: { audience: SelfServiceRole }) {
  const subscription = useSubscriptionQuery(undefined);
  const plans = usePlansQuery(audience);
  const [createCheckout] = useCreateCheckoutSessionMutation();
  const [cancelSubscription, cancelling] = useCancelSubscriptionMutation();
  const [openPortal, portal] = useOpenBillingPortalMutation();
  const [checkoutPlan, setCheckoutPlan] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const own = subscription.data?.subscription ?? null;
  const active = isActive(own) ? own : null;
  // A member of a company with Brand Pro: the owner's subscription covers them (issue 43, 8).
  const coveredBy = active === null ? (subscription.data?.coveredBy?.companyName ?? null) : null;
  const currentPriceId = active?.priceId ?? null;

  const subscribe = async (plan: PricingPlan) => {
    if (plan.priceId === null) return;
    setError(null);
    setCheckoutPlan(plan.id);
    try {
      const { url } = await createCheckout({
        price_id: plan.priceId,
        success_url: `${window.location.origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${window.location.origin}/checkout/cancel`,
        mode: 'subscription',
      }).unwrap();
      window.location.assign(url);
    } catch (failure) {
      console.error(SUBSCRIPTION_TEXTS.checkoutFailed, failure);
      setError(errorMessageOf(failure, SUBSCRIPTION_TEXTS.checkoutFailed));
      setCheckoutPlan(null);
    }
  };

  const updatePayment = async () => {
    setError(null);
    try {
      const { url } = await openPortal({ return_url: window.location.href }).unwrap();
      window.location.assign(url);
    } catch (failure) {
      setError(errorMessageOf(failure, 'The payment settings could not be opened.'));
    }
  };

  const confirmCancel = async () => {
    try {
      await cancelSubscription(undefined).unwrap();
    } catch (failure) {
      setError(errorMessageOf(failure, 'The subscription could not be cancelled.'));
    }
    setConfirmingCancel(false);
  };

  return (
    <>
      <SubscriptionNavbar audience={audience} />
      <StyledPage aria-labelledby="subscription-title">
        <h1 id="subscription-title">{SUBSCRIPTION_TEXTS.title}</h1>
        {error !== null && <Banner tone="danger" title={error} onDismiss={() => setError(null)} />}
        {subscription.isLoading ? (
          <LoadingState label="Loading your subscription" />
        ) : subscription.isError ? (
          <Banner tone="danger" title={SUBSCRIPTION_TEXTS.loadFailed}>
            <Button variant="secondary" onClick={() => void subscription.refetch()}>
              {SUBSCRIPTION_TEXTS.retry}
            </Button>
          </Banner>
        ) : active !== null ? (
          <ActiveSubscription
            subscription={active}
            updatingPayment={portal.isLoading}
            onUpdatePayment={() => void updatePayment()}
            onCancel={() => setConfirmingCancel(true)}
          />
        ) : coveredBy !== null ? (
          <Card title={coveredByBrandPro(coveredBy)} headingLevel={2} elevated>
            <p>{SUBSCRIPTION_TEXTS.coveredNotice}</p>
          </Card>
        ) : (
          <Card title={SUBSCRIPTION_TEXTS.noActiveTitle} headingLevel={2}>
            <p>{SUBSCRIPTION_TEXTS.noActive}</p>
          </Card>
        )}

        <section aria-labelledby="plans-title">
          <h2 id="plans-title">{SUBSCRIPTION_TEXTS.availablePlans}</h2>
          {plans.isLoading && <LoadingState label="Loading plans" />}
          {plans.isError && (
            <Banner tone="danger" title={SUBSCRIPTION_TEXTS.plansFailed}>
              <Button variant="secondary" onClick={() => void plans.refetch()}>
                {SUBSCRIPTION_TEXTS.retry}
              </Button>
            </Banner>
          )}
          {plans.data !== undefined && (
            <AvailablePlans
              catalogue={plans.data}
              currentPriceId={currentPriceId}
              onFreePlan={active === null && coveredBy === null}
              checkoutPlan={checkoutPlan}
              coveredBy={coveredBy}
              onSubscribe={(chosen) => void subscribe(chosen)}
            />
          )}
        </section>

        <section aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently asked questions</h2>
          {FAQ.map(({ question, answer }) => (
            <details key={question}>
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          ))}
        </section>
        <p>{SUBSCRIPTION_TEXTS.securePayments}</p>
      </StyledPage>
      <ConfirmDialog
        open={confirmingCancel}
        title={SUBSCRIPTION_TEXTS.cancelConfirmTitle}
        message={SUBSCRIPTION_TEXTS.cancelConfirm}
        confirmLabel={SUBSCRIPTION_TEXTS.cancelSubscription}
        cancelLabel={SUBSCRIPTION_TEXTS.keepSubscription}
        danger
        busy={cancelling.isLoading}
        busyLabel={SUBSCRIPTION_TEXTS.cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirmingCancel(false)}
      />
    </>
  );
}
