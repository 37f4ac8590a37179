import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Purchase } from '@atelier/api-contract';
import {
  Badge,
  EmptyState,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  mediaUp,
  ORDER_LATE_LABEL,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  formatShortDate,
} from '@atelier/shared-ui';
import { PageHeading, PageIntro, PageMain, PageTitle } from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { PATHS, orderPath, productPath, productReviewsPath } from '../../../config/paths';
import { useGetPurchasesQuery } from '../api/getPurchases';
import { PURCHASES_TEXTS as TEXTS, canReview } from '../model/purchases';
import { PurchaseFacts } from './PurchaseFacts';
import { PurchaseFiles } from './PurchaseFiles';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPurchase = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 4fr);
    align-items: start;
  }
`;

const StyledThumbnail = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledSeller = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.brandStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledOrder = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A custom order's status, due date and 'Late' (its files and moves are on its page). */
function OrderFacts({ order }: { order: NonNullable<Purchase['order']> }) {
  return (
    <StyledOrder aria-label={TEXTS.orderStatus}>
      <Badge tone={ORDER_STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
      {order.late && <Badge tone="danger">{ORDER_LATE_LABEL}</Badge>}
      {order.dueAt !== null && order.status !== 'completed' && order.status !== 'cancelled' && (
        <span>{TEXTS.due(formatShortDate(Date.parse(order.dueAt)))}</span>
      )}
    </StyledOrder>
  );
}

function PurchaseItem({ purchase }: { purchase: Purchase }) {
  return (
    <StyledPurchase aria-labelledby={`purchase-${purchase.id}`}>
      <StyledThumbnail>
        {purchase.thumbnail !== null && <img src={purchase.thumbnail} alt="" />}
      </StyledThumbnail>
      <StyledBody>
        <StyledTitle id={`purchase-${purchase.id}`}>{purchase.title}</StyledTitle>
        <StyledSeller>{TEXTS.by(purchase.sellerName)}</StyledSeller>
        <PurchaseFacts purchase={purchase} />
        {purchase.order === undefined ? (
          <PurchaseFiles purchase={purchase} />
        ) : (
          <OrderFacts order={purchase.order} />
        )}
        <StyledLinks>
          {purchase.order !== undefined && (
            <Link to={orderPath(purchase.order.id)}>{TEXTS.viewOrder}</Link>
          )}
          <Link to={productPath(purchase.productId)}>{TEXTS.viewProduct}</Link>
          {canReview(purchase) && (
            <Link to={productReviewsPath(purchase.productId)}>
              {purchase.reviewed ? TEXTS.editReview : TEXTS.writeReview}
            </Link>
          )}
        </StyledLinks>
      </StyledBody>
    </StyledPurchase>
  );
}

/**
 * /marketplace/purchases (issue 20): every product the signed-in user bought, with its files, the
 * amount paid, the date, the Stripe receipt and the way to review it; a custom service's order
 * (issue 22) with its status and the way to its page, reviewable once completed. The shell's guard sends a
 * visitor to sign in first.
 */
export function Purchases() {
  const { data, isLoading, refetch } = useGetPurchasesQuery(undefined);
  return (
    <>
      <PublicHeader />
      <PageMain>
        <PageHeading>
          <div>
            <PageTitle>{TEXTS.title}</PageTitle>
            <PageIntro>{TEXTS.intro}</PageIntro>
          </div>
        </PageHeading>
        {isLoading ? (
          <LoadingState label={TEXTS.loading} />
        ) : data === undefined ? (
          <LoadErrorBanner
            title={TEXTS.loadError}
            retryLabel={TEXTS.retry}
            onRetry={() => void refetch()}
          />
        ) : data.purchases.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={TEXTS.empty}
            text={TEXTS.emptyText}
            action={<LinkButton to={PATHS.marketplace}>{TEXTS.browse}</LinkButton>}
          />
        ) : (
          <StyledList aria-label={TEXTS.list}>
            {data.purchases.map((purchase) => (
              <li key={purchase.id}>
                <PurchaseItem purchase={purchase} />
              </li>
            ))}
          </StyledList>
        )}
      </PageMain>
    </>
  );
}
