import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Banner,
  Button,
  DASHBOARD_OF,
  LinkButton,
  LoadingState,
  formatPriceFromCents,
  useSession,
  type SelfServiceRole,
} from '@atelier/shared-ui';
import {
  isActive,
  useLazySubscriptionQuery,
  usePlansQuery,
  type Subscription,
} from '../api/billingApi';
import { CHECKOUT_SUCCESS_WAIT_MS, CHECKOUT_TEXTS, SUBSCRIPTION_TEXTS } from '../model/texts';

const StyledPanel = styled.main`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space.xxxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** The signed-in user's role and dashboard (home for anyone else). */
function useOwnPlace(): { role: SelfServiceRole | null; dashboard: string } {
  const session = useSession();
  const role = session.status === 'signedIn' ? (session.profile?.role ?? null) : null;
  if (role === null) return { role: null, dashboard: '/' };
  return { role: role === 'admin' ? null : role, dashboard: DASHBOARD_OF[role] };
}

function PricePerMonth({
  role,
  subscription,
}: {
  role: SelfServiceRole;
  subscription: Subscription;
}) {
  const plans = usePlansQuery(role);
  const plan = plans.data?.plans.find((candidate) => candidate.priceId === subscription.priceId);
  if (plan === undefined) return null;
  return (
    <p>
      {formatPriceFromCents(plan.price)}
      {SUBSCRIPTION_TEXTS.perMonth}
    </p>
  );
}

/** /checkout/success: waits 2 seconds, then reads the subscription the payment created. */
export function CheckoutSuccess() {
  const { role, dashboard } = useOwnPlace();
  const [loadSubscription, result] = useLazySubscriptionQuery();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setWaited(true);
      void loadSubscription(undefined);
    }, CHECKOUT_SUCCESS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loadSubscription]);

  const subscription = result.data?.subscription ?? null;
  return (
    <StyledPanel aria-labelledby="checkout-title">
      <h1 id="checkout-title">{CHECKOUT_TEXTS.successTitle}</h1>
      {!waited || result.isFetching ? (
        <LoadingState label={CHECKOUT_TEXTS.confirming} />
      ) : (
        <>
          {subscription !== null && (
            <>
              <h2>{subscription.productName}</h2>
              {role !== null && <PricePerMonth role={role} subscription={subscription} />}
              <p>
                Status:{' '}
                <Badge tone={isActive(subscription) ? 'success' : 'warning'}>
                  {subscription.status === 'active'
                    ? CHECKOUT_TEXTS.statusActive
                    : subscription.status}
                </Badge>
              </p>
            </>
          )}
          {result.isError && (
            <Banner tone="warning" title={SUBSCRIPTION_TEXTS.loadFailed}>
              <Button variant="secondary" onClick={() => void loadSubscription(undefined)}>
                {SUBSCRIPTION_TEXTS.retry}
              </Button>
            </Banner>
          )}
          <p>{CHECKOUT_TEXTS.emailNotice}</p>
        </>
      )}
      <StyledActions>
        <LinkButton to={dashboard}>{CHECKOUT_TEXTS.goToDashboard}</LinkButton>
      </StyledActions>
    </StyledPanel>
  );
}

/** /checkout/cancel: nothing was charged; try again or go back. */
export function CheckoutCancel() {
  const { role, dashboard } = useOwnPlace();
  return (
    <StyledPanel aria-labelledby="checkout-title">
      <h1 id="checkout-title">{CHECKOUT_TEXTS.cancelTitle}</h1>
      <p>{CHECKOUT_TEXTS.noCharge}</p>
      <StyledActions>
        <LinkButton to={role === null ? '/' : `/${role}/subscription`}>
          {CHECKOUT_TEXTS.tryAgain}
        </LinkButton>
        <LinkButton to={dashboard} variant="secondary">
          {CHECKOUT_TEXTS.backToDashboard}
        </LinkButton>
      </StyledActions>
    </StyledPanel>
  );
}
