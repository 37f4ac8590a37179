import { useState } from 'react';
import styled from 'styled-components';
import type { Review } from '@atelier/api-contract';
import {
  Button,
  EmptyState,
  LoadErrorBanner,
  LoadingState,
  Pagination,
  StarRating,
  formatShortDate,
  useSessionOrSignedOut,
} from '@atelier/shared-ui';
import { useGetMyReviewQuery } from '../api/getMyReview';
import { useGetProductReviewsQuery } from '../api/getProductReviews';
import type { MarketplaceProduct } from '../model/marketplaceProduct';
import { REVIEW_TEXTS as TEXTS } from '../model/reviews';
import { ReviewForm } from './ReviewForm';
import { ReviewReplyForm } from './ReviewReplyForm';

const StyledReviews = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledReview = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledByline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledComment = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;
`;

const StyledReply = styled.div`
  margin-left: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => `${theme.space.xxs} solid ${theme.colors.border}`};
  background: ${({ theme }) => theme.colors.surface};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledReplyAction = styled.div`
  justify-self: start;
`;

function ReviewItem({
  review,
  seller,
  canReply,
}: {
  review: Review;
  seller: string;
  /** The viewer is the product's seller and the review has no reply yet. */
  canReply: boolean;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <StyledReview aria-label={TEXTS.review(review.buyerName)}>
      <StarRating value={review.rating} />
      {review.comment !== '' && <StyledComment>{review.comment}</StyledComment>}
      <StyledByline>
        <strong>{review.buyerName}</strong> ·{' '}
        <time dateTime={review.createdAt}>{formatShortDate(Date.parse(review.createdAt))}</time>
      </StyledByline>
      {review.reply !== null && (
        <StyledReply>
          <h4>{TEXTS.sellerReply(seller)}</h4>
          <StyledComment>{review.reply.comment}</StyledComment>
          <StyledByline>
            <time dateTime={review.reply.createdAt}>
              {formatShortDate(Date.parse(review.reply.createdAt))}
            </time>
          </StyledByline>
        </StyledReply>
      )}
      {canReply && review.reply === null && !replying && (
        <StyledReplyAction>
          <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
            {TEXTS.reply}
          </Button>
        </StyledReplyAction>
      )}
      {canReply && review.reply === null && replying && (
        <ReviewReplyForm
          productId={review.productId}
          reviewId={review.id}
          onDone={() => setReplying(false)}
        />
      )}
    </StyledReview>
  );
}

export interface ProductReviewsProps {
  product: MarketplaceProduct;
  /** The page shown, from 1 (kept by the product page across tab changes). */
  page: number;
  onPageChange: (page: number) => void;
  /** Opened to write a review: the form, when it appears, scrolls into view and takes the focus. */
  focusForm?: boolean;
  /** The form has taken the focus (it does so once). */
  onFormFocused?: () => void;
}

/**
 * The Reviews tab of a product (issue 20): verified buyers' reviews, newest first and paged, with
 * the seller's replies; a buyer with a paid purchase writes or edits theirs, the seller replies
 * once to each.
 */
export function ProductReviews({
  product,
  page,
  onPageChange,
  focusForm = false,
  onFormFocused,
}: ProductReviewsProps) {
  const session = useSessionOrSignedOut();
  const viewerId = session.status === 'signedIn' ? (session.profile?.id ?? null) : null;
  const isSeller = viewerId !== null && viewerId === product.authorId;
  const reviews = useGetProductReviewsQuery({ productId: product.id, page });
  const mine = useGetMyReviewQuery(product.id, { skip: viewerId === null || isSeller });

  return (
    <StyledReviews>
      {mine.data?.canReview === true && (
        <ReviewForm
          productId={product.id}
          review={mine.data.review}
          focusOnOpen={focusForm}
          onFocused={onFormFocused}
        />
      )}
      {reviews.isLoading ? (
        <LoadingState label={TEXTS.loading} />
      ) : reviews.data === undefined ? (
        <LoadErrorBanner
          title={TEXTS.loadError}
          retryLabel={TEXTS.retry}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data.reviews.length === 0 ? (
        <EmptyState title={TEXTS.empty} text={TEXTS.emptyText} />
      ) : (
        <>
          <StyledList aria-label={TEXTS.heading} aria-busy={reviews.isFetching || undefined}>
            {reviews.data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} seller={product.author} canReply={isSeller} />
              </li>
            ))}
          </StyledList>
          <Pagination
            page={reviews.data.page}
            pageCount={reviews.data.totalPages}
            onPageChange={onPageChange}
            label={TEXTS.pages}
          />
        </>
      )}
    </StyledReviews>
  );
}
