import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Button, formatUsd, usePlatform, useSessionOrSignedOut } from '@atelier/shared-ui';
import { PATHS, loginPath, productPath, sellProductPath } from '../../../config/paths';
import { leavePageFor } from '../../../lib/leavePage';
import { useCheckoutProductMutation } from '../api/checkoutProduct';
import { useGetProductPurchaseStateQuery } from '../api/getProductPurchaseState';
import { BUYING_TEXTS, buyNowState, checkoutFailureMessage } from '../model/buying';
import type { MarketplaceProduct } from '../model/marketplaceProduct';
import { ProductPrice } from './ProductPrice';

const StyledBuy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  a {
    color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

const StyledTerms = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * A custom service's terms beside Order Now: the price (the page's only one on a service, with
 * its discount), the delivery time, the revisions.
 */
function CustomTerms({ product }: { product: MarketplaceProduct }) {
  if (product.custom === null) return null;
  return (
    <StyledTerms aria-label={BUYING_TEXTS.customTerms}>
      <dt>{BUYING_TEXTS.price}</dt>
      <dd>
        <ProductPrice price={product.price} originalPrice={product.originalPrice} />
      </dd>
      <dt>{BUYING_TEXTS.delivery}</dt>
      <dd>{BUYING_TEXTS.deliveryDays(product.custom.deliveryTime)}</dd>
      <dt>{BUYING_TEXTS.revisions}</dt>
      <dd>{BUYING_TEXTS.revisionsIncluded(product.custom.revisions)}</dd>
    </StyledTerms>
  );
}

/**
 * Buy Now on a ready-made product (issue 20), Order Now on a custom service (issue 22): any
 * signed-in user but its seller may buy or order it; a visitor signs in first and comes back
 * here. Checkout is Stripe's page (a full page load); the purchase's page is where it returns
 * (and, for a service, sends the buyer on to the order's page).
 */
export function BuyNow({ product }: { product: MarketplaceProduct }) {
  const platform = usePlatform();
  const session = useSessionOrSignedOut();
  const signedIn = session.status === 'signedIn';
  const stateQuery = useGetProductPurchaseStateQuery(product.id, { skip: !signedIn });
  const [checkout, checkoutResult] = useCheckoutProductMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const state = buyNowState({
    product,
    session,
    purchaseState: stateQuery.data,
    purchaseStateLoading: stateQuery.isLoading,
  });
  const noteId = useId();
  const custom = product.productType === 'custom';
  const label = custom ? BUYING_TEXTS.orderNow : BUYING_TEXTS.buyNow(formatUsd(product.price));
  const terms = custom ? <CustomTerms product={product} /> : null;

  const buy = async () => {
    if (state.kind === 'signIn') {
      platform.navigate(loginPath(productPath(product.id)));
      return;
    }
    setFailure(null);
    const result = await checkout(product.id);
    if (result.data !== undefined) {
      leavePageFor(result.data.url);
      return;
    }
    setFailure(checkoutFailureMessage(result.error));
  };

  switch (state.kind) {
    case 'own':
      return (
        <StyledBuy>
          {terms}
          <StyledNote>
            {BUYING_TEXTS.ownProduct}{' '}
            <Link to={sellProductPath(product.id)}>{BUYING_TEXTS.manageProduct}</Link>
          </StyledNote>
        </StyledBuy>
      );
    case 'owned':
      return (
        <Banner tone="success" title={BUYING_TEXTS.owned}>
          <Link to={PATHS.purchases}>{BUYING_TEXTS.goToPurchases}</Link>
        </Banner>
      );
    case 'disputed':
      return (
        <Banner tone="warning" title={BUYING_TEXTS.disputed}>
          <Link to={PATHS.purchases}>{BUYING_TEXTS.goToPurchases}</Link>
        </Banner>
      );
    case 'notTakingOrders':
      return (
        <StyledBuy>
          {terms}
          <Button size="lg" disabled aria-describedby={noteId}>
            {label}
          </Button>
          <StyledNote id={noteId}>{BUYING_TEXTS.notTakingOrders}</StyledNote>
        </StyledBuy>
      );
    default:
      return (
        <StyledBuy>
          {terms}
          <Button
            size="lg"
            // Once checkout answers, the browser is leaving: the button stays busy.
            busy={checkoutResult.isLoading || checkoutResult.isSuccess}
            busyLabel={BUYING_TEXTS.redirecting}
            disabled={state.kind === 'waiting'}
            onClick={() => void buy()}
          >
            {label}
          </Button>
          {failure !== null && <Banner tone="danger" title={failure} />}
        </StyledBuy>
      );
  }
}
