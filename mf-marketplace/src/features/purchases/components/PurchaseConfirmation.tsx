import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Purchase } from '@atelier/api-contract';
import { Button, LinkButton, LoadErrorBanner, LoadingState } from '@atelier/shared-ui';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { PageMain, PageTitle } from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { PATHS, orderPath, productPath } from '../../../config/paths';
import { getPurchaseApi, useGetPurchaseQuery } from '../api/getPurchase';
import {
  CONFIRMATION_GIVE_UP_MS,
  CONFIRMATION_POLL_MS,
  PURCHASES_TEXTS as TEXTS,
} from '../model/purchases';
import { PurchaseFacts } from './PurchaseFacts';
import { PurchaseFiles } from './PurchaseFiles';

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.breakpoints.md};
  margin: 0 auto;
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledProduct = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

type View = 'loading' | 'notFound' | 'loadError' | 'confirming' | 'gaveUp' | 'failed' | 'done';

function viewOf(
  purchase: Purchase | undefined,
  error: unknown,
  isLoading: boolean,
  gaveUp: boolean,
): View {
  if (purchase === undefined) {
    if (isLoading) return 'loading';
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? error.status : 0;
    return status === 404 || status === 400 ? 'notFound' : 'loadError';
  }
  if (purchase.status === 'pending') return gaveUp ? 'gaveUp' : 'confirming';
  return purchase.status === 'failed' ? 'failed' : 'done';
}

/**
 * /marketplace/purchases/:purchaseId, where checkout returns (issue 20). The payment's webhook
 * may come after the redirect, so the page asks every 1.5 seconds while the purchase is pending;
 * after a minute it stops and says so, keeping the way to Purchases. Paid, it offers the files;
 * a custom service's purchase goes on to its order's page.
 */
export function PurchaseConfirmation() {
  const { purchaseId = '' } = useParams();
  const [gaveUp, setGaveUp] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The last answer decides whether to keep asking.
  const { data: last } = getPurchaseApi.endpoints.getPurchase.useQueryState(purchaseId);
  const pending = last?.status === 'pending';
  const query = useGetPurchaseQuery(purchaseId, {
    pollingInterval: pending && !gaveUp ? CONFIRMATION_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const purchase = query.data;
  const view = viewOf(purchase, query.error, query.isLoading, gaveUp);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setGaveUp(true), CONFIRMATION_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pending, attempt]);

  // Each new state starts at its heading: the screen reader hears that the payment went through.
  useEffect(() => {
    headingRef.current?.focus();
  }, [view]);

  const checkAgain = () => {
    setGaveUp(false);
    setAttempt((count) => count + 1);
    void query.refetch();
  };

  const toPurchases = (
    <LinkButton to={PATHS.purchases} variant="secondary">
      {TEXTS.goToPurchases}
    </LinkButton>
  );

  const title = (text: string) => (
    <PageTitle ref={headingRef} tabIndex={-1}>
      {text}
    </PageTitle>
  );

  // A custom service's payment created its order: the order's page is where the buyer goes on
  // (the requirements first), in place of this page in the history.
  if (view === 'done' && purchase?.order !== undefined) {
    return <Navigate to={orderPath(purchase.order.id)} replace />;
  }

  return (
    <>
      <PublicHeader />
      <PageMain>
        <StyledPanel>
          {purchase !== undefined && (
            <Breadcrumb
              parent={{ label: TEXTS.title, to: PATHS.purchases }}
              current={purchase.title}
            />
          )}
          {view === 'loading' && <LoadingState label={TEXTS.loadingPurchase} />}
          {view === 'loadError' && (
            <LoadErrorBanner
              title={TEXTS.purchaseLoadError}
              retryLabel={TEXTS.retry}
              onRetry={() => void query.refetch()}
            />
          )}
          {view === 'notFound' && (
            <>
              {title(TEXTS.notFoundTitle)}
              <StyledText>{TEXTS.notFoundText}</StyledText>
              <StyledActions>{toPurchases}</StyledActions>
            </>
          )}
          {view === 'confirming' && (
            <>
              {title(TEXTS.confirming)}
              <LoadingState label={TEXTS.confirmingText} />
            </>
          )}
          {view === 'gaveUp' && (
            <>
              {title(TEXTS.gaveUpTitle)}
              <StyledText>{TEXTS.gaveUpText}</StyledText>
              <StyledActions>
                <Button onClick={checkAgain}>{TEXTS.checkAgain}</Button>
                {toPurchases}
              </StyledActions>
            </>
          )}
          {view === 'failed' && purchase !== undefined && (
            <>
              {title(TEXTS.failedTitle)}
              <StyledText>{TEXTS.failedText(purchase.title)}</StyledText>
              <StyledActions>
                <LinkButton to={productPath(purchase.productId)}>{TEXTS.backToProduct}</LinkButton>
                {toPurchases}
              </StyledActions>
            </>
          )}
          {view === 'done' && purchase !== undefined && (
            <>
              {purchase.status === 'paid' ? (
                <>
                  {title(TEXTS.thankYou)}
                  <StyledText>{TEXTS.readyText(purchase.title)}</StyledText>
                  <StyledProduct>{purchase.title}</StyledProduct>
                </>
              ) : (
                title(purchase.title)
              )}
              <PurchaseFacts purchase={purchase} />
              <PurchaseFiles purchase={purchase} />
              <StyledActions>
                <LinkButton to={PATHS.purchases}>{TEXTS.goToPurchases}</LinkButton>
                <LinkButton to={productPath(purchase.productId)} variant="secondary">
                  {TEXTS.viewProduct}
                </LinkButton>
              </StyledActions>
            </>
          )}
        </StyledPanel>
      </PageMain>
    </>
  );
}
