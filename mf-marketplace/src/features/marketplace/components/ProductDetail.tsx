import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SendMessageButton } from '@atelier/inbox';
import {
  Badge,
  Banner,
  CHECKOUT_CANCELLED,
  CHECKOUT_PARAM,
  ChevronLeftIcon,
  DownloadIcon,
  formatShortDate,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  mediaUp,
  StarRating,
  Tabs,
  TagList,
} from '@atelier/shared-ui';
import { InfoNote, PageMain, PageTitle } from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { PATHS, PRODUCT_TAB_PARAM, REVIEWS_TAB } from '../../../config/paths';
import { useGetMarketplaceProductQuery } from '../api/getMarketplaceProduct';
import { getProductReviewsApi } from '../api/getProductReviews';
import { backToListing } from '../model/backToListing';
import { BUYING_TEXTS } from '../model/buying';
import { AVATAR_SIZE, LICENSE_LABELS } from '../model/constants';
import { categoryLine, type MarketplaceProduct } from '../model/marketplaceProduct';
import { REVIEW_TEXTS } from '../model/reviews';
import { MARKETPLACE_TEXTS } from '../model/texts';
import { BuyNow } from './BuyNow';
import { FavouriteButton } from './FavouriteButton';
import { ProductCard } from './ProductCard';
import { ProductGallery } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { ProductReviews } from './ProductReviews';

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const StyledInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledEyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledTitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledInline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledAvatar = styled.img`
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const StyledDetails = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const StyledText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const StyledSectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledMore = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
`;

const StyledMoreGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > li {
    display: grid;
  }
`;

const StyledNotFound = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * How long 'Product Not Found' stays before the route sends the visitor on to the listing: the
 * spec's timed redirect (2 seconds, after a product save), long enough to read why.
 */
export const NOT_FOUND_REDIRECT_MS = 2000;

/**
 * 'Product Not Found' with its text and the way back (spec 001, product detail); the route also
 * redirects to the listing after NOT_FOUND_REDIRECT_MS (replacing the unknown address in history).
 */
function ProductNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(PATHS.marketplace, { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <StyledNotFound>
      <PageTitle>{MARKETPLACE_TEXTS.notFoundTitle}</PageTitle>
      <p>{MARKETPLACE_TEXTS.notFoundText}</p>
      <LinkButton to={PATHS.marketplace}>{MARKETPLACE_TEXTS.backToMarketplace}</LinkButton>
    </StyledNotFound>
  );
}

/** Other products of the same seller, as the server answered them with the product. */
function MoreFromAuthor({
  product,
  others,
}: {
  product: MarketplaceProduct;
  others: readonly MarketplaceProduct[];
}) {
  const title = MARKETPLACE_TEXTS.moreFrom(product.author);
  return (
    <StyledMore aria-label={title}>
      <StyledSectionTitle>{title}</StyledSectionTitle>
      {others.length === 0 ? (
        <StyledText>{MARKETPLACE_TEXTS.noMoreFrom(product.author)}</StyledText>
      ) : (
        <StyledMoreGrid>
          {others.map((other) => (
            <li key={other.id}>
              <ProductCard product={other} />
            </li>
          ))}
        </StyledMoreGrid>
      )}
    </StyledMore>
  );
}

function ProductView({
  product,
  moreFromAuthor,
  initialTab,
  checkoutCancelled,
}: {
  product: MarketplaceProduct;
  moreFromAuthor: readonly MarketplaceProduct[];
  /** The tab the page opens on (Purchases' 'Write a review' opens Reviews). */
  initialTab: string | undefined;
  /** Back from a checkout cancelled on the payment page: nothing was charged. */
  checkoutCancelled: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reviewsPage, setReviewsPage] = useState(1);
  // The rating and count come from the product; once the reviews are read (and after the
  // buyer's own review), from their latest answer.
  const { data: reviews } = getProductReviewsApi.endpoints.getProductReviews.useQueryState({
    productId: product.id,
    page: reviewsPage,
  });
  const rating = reviews?.rating ?? product.rating;
  const reviewCount = reviews?.reviewCount ?? product.reviewCount;

  const detailsRef = useRef<HTMLDivElement>(null);
  // Opened on Reviews (Purchases' 'Write a review', an order's review prompt): the review form
  // takes the focus once it appears, the first time only.
  const [focusReviewForm, setFocusReviewForm] = useState(initialTab === REVIEWS_TAB);
  const reviewFormFocused = useCallback(() => setFocusReviewForm(false), []);

  // A new product (first load, or one picked under 'More from') starts at its title: the page
  // scrolls there and screen readers hear which product opened. Opened on a tab (Purchases'
  // 'Write a review'), it starts at that tab instead.
  useEffect(() => {
    const openedTab =
      initialTab === undefined
        ? null
        : detailsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    (openedTab ?? headingRef.current)?.focus();
  }, [product.id, initialTab]);

  const license = LICENSE_LABELS[product.license];
  // A custom service has no files to download: it shows its delivery time and revisions instead.
  const service = product.custom;
  return (
    <>
      <StyledLayout>
        <ProductGallery title={product.title} images={product.images} />
        <StyledInfo>
          <StyledEyebrow>{categoryLine(product)}</StyledEyebrow>
          <StyledTitleRow>
            <PageTitle ref={headingRef} tabIndex={-1}>
              {product.title}
            </PageTitle>
            <FavouriteButton productId={product.id} title={product.title} />
          </StyledTitleRow>
          <StyledRow>
            <StyledInline>
              {product.authorAvatar !== null && (
                <StyledAvatar
                  src={product.authorAvatar}
                  alt=""
                  width={AVATAR_SIZE.width}
                  height={AVATAR_SIZE.height}
                />
              )}
              {MARKETPLACE_TEXTS.by(product.author)}
            </StyledInline>
            {/* The one conversation with the author (none on one's own product). */}
            <SendMessageButton userId={product.authorId} />
          </StyledRow>
          <StyledRow>
            <StyledInline>
              {reviewCount === 0 ? (
                <span>{MARKETPLACE_TEXTS.noReviews}</span>
              ) : (
                <>
                  <StarRating value={rating} showValue />
                  <span>{MARKETPLACE_TEXTS.reviews(reviewCount)}</span>
                </>
              )}
            </StyledInline>
            {/* A service is ordered, not downloaded. */}
            {service === null && (
              <StyledInline>
                <DownloadIcon />
                {MARKETPLACE_TEXTS.downloads(product.downloads)}
              </StyledInline>
            )}
          </StyledRow>
          {(product.isFeatured || product.isBestseller || product.isNew) && (
            <StyledRow>
              {product.isFeatured && <Badge tone="brand">{MARKETPLACE_TEXTS.featured}</Badge>}
              {product.isBestseller && <Badge tone="warning">{MARKETPLACE_TEXTS.bestseller}</Badge>}
              {product.isNew && <Badge tone="success">{MARKETPLACE_TEXTS.new}</Badge>}
            </StyledRow>
          )}
          {/* A service's price is in its terms beside Order Now, once. */}
          {service === null && (
            <ProductPrice price={product.price} originalPrice={product.originalPrice} large />
          )}
          {checkoutCancelled && <Banner tone="info" title={BUYING_TEXTS.checkoutCancelled} />}
          <BuyNow product={product} />
          <TagList tags={product.tags} label={MARKETPLACE_TEXTS.tags} />
          <InfoNote>{MARKETPLACE_TEXTS.notice}</InfoNote>
        </StyledInfo>
      </StyledLayout>

      <StyledDetails ref={detailsRef}>
        <Tabs
          label={MARKETPLACE_TEXTS.productTabs}
          defaultSelectedId={initialTab}
          tabs={[
            {
              id: 'description',
              label: MARKETPLACE_TEXTS.description,
              content: <StyledText>{product.description}</StyledText>,
            },
            {
              id: 'included',
              label: MARKETPLACE_TEXTS.whatsIncluded,
              content: (
                <StyledList>
                  {service === null ? (
                    <>
                      <li>
                        {MARKETPLACE_TEXTS.fileTypes}: {product.fileTypes.join(', ')}
                      </li>
                      <li>
                        {MARKETPLACE_TEXTS.fileSize}: {product.fileSize}
                      </li>
                    </>
                  ) : (
                    <>
                      <li>{MARKETPLACE_TEXTS.deliveryWithin(service.deliveryTime)}</li>
                      <li>{BUYING_TEXTS.revisionsIncluded(service.revisions)}</li>
                    </>
                  )}
                  <li>{MARKETPLACE_TEXTS.previewImages(product.images.length)}</li>
                  <li>{license}</li>
                </StyledList>
              ),
            },
            {
              id: 'details',
              label: MARKETPLACE_TEXTS.details,
              content: (
                <StyledFacts>
                  <dt>{MARKETPLACE_TEXTS.category}</dt>
                  <dd>{product.category}</dd>
                  <dt>{MARKETPLACE_TEXTS.subcategory}</dt>
                  <dd>{product.subcategory ?? MARKETPLACE_TEXTS.noSubcategory}</dd>
                  <dt>{MARKETPLACE_TEXTS.license}</dt>
                  <dd>{license}</dd>
                  {service === null ? (
                    <>
                      <dt>{MARKETPLACE_TEXTS.fileTypes}</dt>
                      <dd>{product.fileTypes.join(', ')}</dd>
                      <dt>{MARKETPLACE_TEXTS.fileSize}</dt>
                      <dd>{product.fileSize}</dd>
                    </>
                  ) : (
                    <>
                      <dt>{BUYING_TEXTS.delivery}</dt>
                      <dd>{BUYING_TEXTS.deliveryDays(service.deliveryTime)}</dd>
                      <dt>{BUYING_TEXTS.revisions}</dt>
                      <dd>{BUYING_TEXTS.revisionsIncluded(service.revisions)}</dd>
                    </>
                  )}
                  <dt>{MARKETPLACE_TEXTS.published}</dt>
                  <dd>{formatShortDate(Date.parse(product.createdAt))}</dd>
                  <dt>{MARKETPLACE_TEXTS.rating}</dt>
                  <dd>
                    {reviewCount === 0
                      ? MARKETPLACE_TEXTS.noReviews
                      : `${MARKETPLACE_TEXTS.ratingOutOfFive(rating)} ${MARKETPLACE_TEXTS.reviews(reviewCount)}`}
                  </dd>
                </StyledFacts>
              ),
            },
            {
              id: REVIEWS_TAB,
              label: REVIEW_TEXTS.tab(reviewCount),
              content: (
                <ProductReviews
                  product={product}
                  page={reviewsPage}
                  onPageChange={setReviewsPage}
                  focusForm={focusReviewForm}
                  onFormFocused={reviewFormFocused}
                />
              ),
            },
          ]}
        />
      </StyledDetails>

      <MoreFromAuthor product={product} others={moreFromAuthor} />
    </>
  );
}

/**
 * /marketplace/product/:productId: the product detail (spec 001, section 2). Loading, then the
 * product, or 'Product Not Found' for an unknown id.
 */
export function ProductDetail() {
  const { productId = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { data: page, isFetching, isError, refetch } = useGetMarketplaceProductQuery(productId);

  return (
    <>
      <PublicHeader />
      <PageMain>
        {isFetching ? (
          <LoadingState label={MARKETPLACE_TEXTS.loadingProduct} />
        ) : isError || page === undefined ? (
          <LoadErrorBanner
            title={MARKETPLACE_TEXTS.productLoadError}
            retryLabel={MARKETPLACE_TEXTS.retry}
            onRetry={() => void refetch()}
          />
        ) : page === null ? (
          <ProductNotFound />
        ) : (
          <>
            <StyledBackLink to={backToListing(location.state, PATHS.marketplace)}>
              <ChevronLeftIcon />
              {MARKETPLACE_TEXTS.backToMarketplace}
            </StyledBackLink>
            <ProductView
              key={page.product.id}
              product={page.product}
              moreFromAuthor={page.moreFromAuthor}
              initialTab={searchParams.get(PRODUCT_TAB_PARAM) ?? undefined}
              checkoutCancelled={searchParams.get(CHECKOUT_PARAM) === CHECKOUT_CANCELLED}
            />
          </>
        )}
      </PageMain>
    </>
  );
}
