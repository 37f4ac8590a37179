import type { SellerAccount } from '@atelier/api-contract';
import styled from 'styled-components';
import { Banner, Button } from '@atelier/shared-ui';
import { useGetSellerAccountQuery } from '../../../lib/getSellerAccount';
import { requirementLabels } from '../model/requirements';
import { ACCOUNT_TEXTS as TEXTS } from '../model/texts';
import { useConnectWithStripe } from './useConnectWithStripe';
import { LoadOrError } from './LoadOrError';

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & > p,
  & > ul {
    margin: 0;
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** The seller's Stripe Dashboard, in a new tab (refunds and payouts are made there). */
export const StyledExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function DashboardLink({ account }: { account: SellerAccount }) {
  if (account.dashboardUrl === null) return null;
  return (
    <StyledExternalLink href={account.dashboardUrl} target="_blank" rel="noopener noreferrer">
      {TEXTS.dashboard}
    </StyledExternalLink>
  );
}

function Requirements({ account }: { account: SellerAccount }) {
  const labels = requirementLabels(account.requirements);
  if (labels.length === 0) return null;
  return (
    <ul aria-label="What Stripe still needs">
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

/**
 * The top of Payments & Earnings: 'Connect with Stripe' while the freelancer has no connected
 * account or Stripe still needs something (and what), the connected banner with the way to the
 * Stripe Dashboard once the account takes charges.
 */
export function AccountBanner() {
  const { data: account, isError, refetch } = useGetSellerAccountQuery(undefined);
  const { connect, busy, expired, error } = useConnectWithStripe();

  if (account === undefined) {
    return (
      <LoadOrError
        failed={isError}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.error}
        onRetry={() => void refetch()}
      />
    );
  }

  const failure = error !== null && (
    <Banner tone="danger" title={TEXTS.connectFailed}>
      {error === TEXTS.connectFailed ? undefined : error}
    </Banner>
  );

  if (account.state === 'enabled') {
    return (
      <>
        <Banner tone="success" title={TEXTS.enabled.title}>
          <StyledBody>
            <p>{account.payoutsEnabled ? TEXTS.enabled.text : TEXTS.enabled.payoutsPending}</p>
            {!account.payoutsEnabled && <Requirements account={account} />}
            <div>
              <DashboardLink account={account} />
            </div>
          </StyledBody>
        </Banner>
        {failure}
      </>
    );
  }

  const onboarding = account.state === 'onboarding';
  const texts = onboarding ? TEXTS.onboarding : TEXTS.none;
  return (
    <>
      <Banner tone={onboarding ? 'warning' : 'info'} title={texts.title}>
        <StyledBody>
          {onboarding && account.requirements.length === 0 ? (
            <p>{TEXTS.onboarding.pending}</p>
          ) : (
            <p>{texts.text}</p>
          )}
          {onboarding && <Requirements account={account} />}
          {expired && busy && <p role="status">{TEXTS.linkExpired}</p>}
          <div>
            <Button onClick={connect} busy={busy} busyLabel={TEXTS.connecting}>
              {onboarding ? TEXTS.continueSetup : TEXTS.connect}
            </Button>
          </div>
        </StyledBody>
      </Banner>
      {failure}
    </>
  );
}
