import { useMemo, useRef } from 'react';
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
import { paginate } from '../../../lib/pagination';
import { countLabel } from '../../../lib/text';
import { useGetMarketplaceProductsQuery } from '../api/getMarketplaceProducts';
import { MARKETPLACE_PAGE_SIZE } from '../model/constants';
import { filterMarketplaceProducts, sortMarketplaceProducts } from '../model/listing';
import {
  filtersCleared,
  pageChanged,
  selectMarketplaceListing,
  viewChanged,
} from '../model/marketplaceListingSlice';
import { MARKETPLACE_TEXTS } from '../model/texts';
import { MarketplaceFilters } from './MarketplaceFilters';
import { ProductCard } from './ProductCard';

const StyledNotice = styled(InfoNote)`
  margin-bottom: ${({ theme }) => theme.space.xl};
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
 * /marketplace-full: the marketplace listing (spec 001, section 2). Loads the products through
 * the API slice, then searches, filters, sorts and pages them with the pure functions of the
 * model; search, filters and sort live in the listing slice.
 */
export function MarketplaceListing() {
  const dispatch = useAppDispatch();
  const listing = useAppSelector(selectMarketplaceListing);
  const { data: products, isLoading, isError, refetch } = useGetMarketplaceProductsQuery(undefined);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const { search, category, subcategory, minPrice, maxPrice, sort } = listing;
  const results = useMemo(
    () =>
      products === undefined
        ? []
        : sortMarketplaceProducts(
            filterMarketplaceProducts(products, {
              search,
              category,
              subcategory,
              minPrice,
              maxPrice,
            }),
            sort,
          ),
    [products, search, category, subcategory, minPrice, maxPrice, sort],
  );
  const page = paginate(results, listing.page, MARKETPLACE_PAGE_SIZE);

  const goToPage = (next: number) => {
    dispatch(pageChanged(next));
    // The new page starts at the top of the results, where focus (and the screen) goes.
    resultsHeadingRef.current?.focus();
  };

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
        ) : isError || products === undefined ? (
          <LoadErrorBanner
            title={MARKETPLACE_TEXTS.loadError}
            retryLabel={MARKETPLACE_TEXTS.retry}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <MarketplaceFilters />
            <ResultsBar>
              <StyledResultsSummary aria-live="polite">
                <ResultsHeading ref={resultsHeadingRef} tabIndex={-1}>
                  {countLabel(page.total, 'product', 'products')}
                </ResultsHeading>
                {page.total > 0 && (
                  <StyledRange>
                    {MARKETPLACE_TEXTS.showing(page.first, page.last, page.total)}
                  </StyledRange>
                )}
              </StyledResultsSummary>
              <ViewToggle
                value={listing.view}
                onChange={(view) => dispatch(viewChanged(view))}
                label={MARKETPLACE_TEXTS.viewToggle}
              />
            </ResultsBar>
            {page.total === 0 ? (
              <EmptyState
                title={MARKETPLACE_TEXTS.emptyTitle}
                text={MARKETPLACE_TEXTS.emptyText}
                action={
                  <Button onClick={() => dispatch(filtersCleared())}>
                    {MARKETPLACE_TEXTS.clearAllFilters}
                  </Button>
                }
              />
            ) : (
              <StyledProducts $view={listing.view} aria-label={MARKETPLACE_TEXTS.results}>
                {page.items.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} view={listing.view} />
                  </li>
                ))}
              </StyledProducts>
            )}
            <StyledPagination>
              <Pagination
                page={page.page}
                pageCount={page.pageCount}
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
