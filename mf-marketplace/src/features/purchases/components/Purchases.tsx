import { Link } from 'react-router';
import styled from 'styled-components';
import type { Purchase } from '@atelier/api-contract';
import { EmptyState, LinkButton, LoadErrorBanner, LoadingState, mediaUp } from '@atelier/shared-ui';
import { PageHeading, PageIntro, PageMain, PageTitle } from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { PATHS, productPath, productReviewsPath } from '../../../config/paths';
import { useGetPurchasesQuery } from '../api/getPurchases';
import { PURCHASES_TEXTS as TEXTS } from '../model/purchases';
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
        <PurchaseFiles purchase={purchase} />
        <StyledLinks>
          <Link to={productPath(purchase.productId)}>{TEXTS.viewProduct}</Link>
          {purchase.status === 'paid' && (
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
 * amount paid, the date, the Stripe receipt and the way to review it. The shell's guard sends a
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
