import { MutedText, Card, EmptyState, LoadingState } from '@atelier/shared-ui';
import { useGetSellerAccountQuery } from '../../../lib/getSellerAccount';
import { ACCOUNT_TEXTS, METHODS_TEXTS as TEXTS } from '../model/texts';
import { DashboardLink } from './AccountBanner';

/**
 * Payment Methods: where Stripe pays the seller out (the bank account or debit card Stripe
 * reports for the connected account), or 'No Payment Methods Connected'.
 */
export function MethodsTab() {
  const { data: account } = useGetSellerAccountQuery(undefined);
  // The banner above says when the account could not be read.
  if (account === undefined) return <LoadingState label={ACCOUNT_TEXTS.loading} />;
  const method = account.payoutMethod;
  if (method === null) {
    return (
      <EmptyState
        title={TEXTS.empty}
        text={account.state === 'none' ? TEXTS.emptyText : TEXTS.emptyConnected}
        action={<DashboardLink account={account} />}
      />
    );
  }
  return (
    <Card title={TEXTS.title} headingLevel={3}>
      <p>
        <strong>{TEXTS.kinds[method.kind]}</strong>: {TEXTS.endingIn(method.name, method.last4)}
      </p>
      <MutedText>{TEXTS.managed}</MutedText>
      <div>
        <DashboardLink account={account} />
      </div>
    </Card>
  );
}
