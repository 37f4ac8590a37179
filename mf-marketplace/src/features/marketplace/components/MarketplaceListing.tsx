import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import {
  Button,
  EmptyState,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  mediaUp,
  Pagination,
  type ViewMode,
  ViewToggle,
} from '@atelier/shared-ui';
import {
  InfoNote,
  PageHeading,
  PageIntro,
  PageMain,
  PageTitle,
  ResultsBar,
  ResultsHeading,
} from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PLATFORM_PATHS } from '../../../config/paths';
import { countLabel, similarResultsNote } from '../../../lib/text';
import { useGetMarketplaceProductsQuery } from '../api/getMarketplaceProducts';
import { toCatalogueQuery } from '../model/catalogueQuery';
import {
  filtersCleared,
  pageChanged,
  selectMarketplaceListing,
  sellerCleared,
  viewChanged,
} from '../model/marketplaceListingSlice';
import { MARKETPLACE_TEXTS } from '../model/texts';
import { MarketplaceFilters } from './MarketplaceFilters';
import { ProductCard } from './ProductCard';
import { useListingQuery } from './useListingQuery';

const StyledNotice = styled(InfoNote)`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledSeller = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledResultsSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledRange = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSimilar = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledProducts = styled.ul<{ $view: ViewMode }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);

  ${({ $view }) =>
    $view === 'grid' &&
    css`
      ${mediaUp('sm')} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
      ${mediaUp('lg')} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
      ${mediaUp('xl')} {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
    `}

  > li {
    display: grid;
  }
`;

const StyledPagination = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

/**
 * /marketplace-full: the marketplace listing (spec 001, section 2). Search, filters, sort and
 * page live in the address (`useListingQuery`); the server searches, filters, sorts and pages.
 * While a new page of results loads, the last one stays, marked busy. The layout (grid or list)
 * is client state of this mount.
 */
export function MarketplaceListing() {
  const dispatch = useAppDispatch();
  const { view } = useAppSelector(selectMarketplaceListing);
  const [listing, update] = useListingQuery();
  const query = toCatalogueQuery(listing);
  const { data, isLoading, isFetching, isError, refetch } = useGetMarketplaceProductsQuery(query);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  // A page past the last one (a stale link, fewer results since) shows the last page instead.
  const pastLastPage = data !== undefined && data.total > 0 && data.page > data.totalPages;
  useEffect(() => {
    if (pastLastPage) update(pageChanged(data.totalPages), { replace: true });
  }, [pastLastPage, data, update]);

  const goToPage = (next: number) => {
    update(pageChanged(next));
    // The new page starts at the top of the results, where focus (and the screen) goes.
    resultsHeadingRef.current?.focus();
  };

  const first = data === undefined ? 0 : (data.page - 1) * data.pageSize + 1;
  const last = data === undefined ? 0 : first + data.products.length - 1;

  return (
    <>
      <PublicHeader />
      <PageMain>
        <PageHeading>
          <div>
            <PageTitle>{MARKETPLACE_TEXTS.heading}</PageTitle>
            <PageIntro>{MARKETPLACE_TEXTS.intro}</PageIntro>
          </div>
          <LinkButton to={PLATFORM_PATHS.sellYourWork}>{MARKETPLACE_TEXTS.sellYourWork}</LinkButton>
        </PageHeading>
        <StyledNotice>{MARKETPLACE_TEXTS.notice}</StyledNotice>

        {isLoading ? (
          <LoadingState label={MARKETPLACE_TEXTS.loading} />
        ) : data === undefined ? (
          <LoadErrorBanner
            title={MARKETPLACE_TEXTS.loadError}
            retryLabel={MARKETPLACE_TEXTS.retry}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <MarketplaceFilters />
            {listing.seller !== '' && (
              <StyledSeller>
                <p>{MARKETPLACE_TEXTS.sellerFilter(data.products[0]?.author ?? null)}</p>
                <Button variant="secondary" size="sm" onClick={() => update(sellerCleared())}>
                  {MARKETPLACE_TEXTS.allSellers}
                </Button>
              </StyledSeller>
            )}
            <ResultsBar>
              <StyledResultsSummary aria-live="polite" aria-busy={isFetching}>
                <ResultsHeading ref={resultsHeadingRef} tabIndex={-1}>
                  {countLabel(data.total, 'product', 'products')}
                </ResultsHeading>
                {data.products.length > 0 && (
                  <StyledRange>{MARKETPLACE_TEXTS.showing(first, last, data.total)}</StyledRange>
                )}
                {data.similar === true && query.q !== undefined && (
                  <StyledSimilar>{similarResultsNote(query.q)}</StyledSimilar>
                )}
              </StyledResultsSummary>
              <ViewToggle
                value={view}
                onChange={(view) => dispatch(viewChanged(view))}
                label={MARKETPLACE_TEXTS.viewToggle}
              />
            </ResultsBar>
            {isError && (
              <LoadErrorBanner
                title={MARKETPLACE_TEXTS.loadError}
                retryLabel={MARKETPLACE_TEXTS.retry}
                onRetry={() => void refetch()}
              />
            )}
            {data.total === 0 ? (
              <EmptyState
                title={MARKETPLACE_TEXTS.emptyTitle}
                text={MARKETPLACE_TEXTS.emptyText}
                action={
                  <Button
                    onClick={() => {
                      update(filtersCleared());
                    }}
                  >
                    {MARKETPLACE_TEXTS.clearAllFilters}
                  </Button>
                }
              />
            ) : (
              <StyledProducts
                $view={view}
                aria-label={MARKETPLACE_TEXTS.results}
                aria-busy={isFetching}
              >
                {data.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} view={view} />
                  </li>
                ))}
              </StyledProducts>
            )}
            <StyledPagination>
              <Pagination
                page={data.page}
                pageCount={data.totalPages}
                onPageChange={goToPage}
                label={MARKETPLACE_TEXTS.pagination}
              />
            </StyledPagination>
          </>
        )}
      </PageMain>
    </>
  );
}
