import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { Review } from '@atelier/api-contract';
import { Banner, Button, StarRatingField, TextAreaField } from '@atelier/shared-ui';
import { refusalReason } from '@atelier/shared-ui';
import { useSaveMyReviewMutation } from '../api/saveMyReview';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_TEXTS as TEXTS,
  reviewBody,
  validateReview,
  type ReviewErrors,
  type ReviewValues,
} from '../model/reviews';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ReviewFormProps {
  productId: string;
  review: Review | null;
  /**
   * Opened for writing (Purchases' 'Write a review'): the page scrolls to the form and its first
   * field takes the focus when it appears; `onFocused` then says it was done, once.
   */
  focusOnOpen?: boolean;
  onFocused?: () => void;
}

/**
 * A buyer's review of a product they paid for: 1 to 5 stars and a comment of up to 1,000
 * characters; written once, then edited. What was typed stays when the save fails.
 */
export function ReviewForm({ productId, review, focusOnOpen = false, onFocused }: ReviewFormProps) {
  const [save, saving] = useSaveMyReviewMutation();
  const [values, setValues] = useState<ReviewValues>({
    rating: review?.rating ?? 0,
    comment: review?.comment ?? '',
  });
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [written, setWritten] = useState(review !== null);
  const ratingRef = useRef<HTMLDivElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusOnOpen) return;
    const form = formRef.current;
    // jsdom has no scrollIntoView; browsers all do.
    if (form !== null && typeof form.scrollIntoView === 'function') {
      form.scrollIntoView({ block: 'start' });
    }
    // The stars' chosen radio (a review being edited), or the first.
    const stars = ratingRef.current;
    const rating =
      stars?.querySelector<HTMLInputElement>('input:checked') ?? stars?.querySelector('input');
    rating?.focus({ preventScroll: true });
    onFocused?.();
  }, [focusOnOpen, onFocused]);

  const change = (patch: Partial<ReviewValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes as soon as it is changed.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))),
    );
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview(values);
    setErrors(found);
    setOutcome(null);
    if (found.rating !== undefined) {
      ratingRef.current?.querySelector('input')?.focus();
      return;
    }
    if (found.comment !== undefined) {
      commentRef.current?.focus();
      return;
    }
    const result = await save({ productId, body: reviewBody(values) });
    if (result.error === undefined) {
      setOutcome({ tone: 'success', text: written ? TEXTS.updated : TEXTS.published });
      setWritten(true);
      return;
    }
    setOutcome({ tone: 'danger', text: refusalReason(result.error) ?? TEXTS.saveFailed });
  };

  const title = written ? TEXTS.editTitle : TEXTS.writeTitle;
  return (
    <StyledForm
      ref={formRef}
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <StyledTitle>{title}</StyledTitle>
      <div ref={ratingRef}>
        <StarRatingField
          label={TEXTS.rating}
          value={values.rating}
          error={errors.rating}
          onChange={(rating) => change({ rating })}
        />
      </div>
      <TextAreaField
        ref={commentRef}
        label={TEXTS.comment}
        hint={TEXTS.counter(values.comment.length)}
        value={values.comment}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        error={errors.comment}
        onChange={(event) => change({ comment: event.target.value })}
      />
      {outcome !== null && <Banner tone={outcome.tone} title={outcome.text} />}
      <StyledActions>
        <Button type="submit" busy={saving.isLoading} busyLabel={TEXTS.saving}>
          {written ? TEXTS.update : TEXTS.submit}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
