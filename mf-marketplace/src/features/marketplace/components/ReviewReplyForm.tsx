import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, TextAreaField } from '@atelier/shared-ui';
import { refusalReason } from '@atelier/shared-ui';
import { useReplyToReviewMutation } from '../api/replyToReview';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_TEXTS as TEXTS, validateReply } from '../model/reviews';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The seller's one reply to a review; what was typed stays when the post fails. */
export function ReviewReplyForm({
  productId,
  reviewId,
  onDone,
}: {
  productId: string;
  reviewId: string;
  /** Called on Cancel and once the reply is posted. */
  onDone: () => void;
}) {
  const [reply, replying] = useReplyToReviewMutation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReply(comment);
    setError(found);
    setFailure(null);
    if (found !== null) {
      fieldRef.current?.focus();
      return;
    }
    const result = await reply({ productId, reviewId, body: { comment: comment.trim() } });
    if (result.error === undefined) onDone();
    else setFailure(refusalReason(result.error) ?? TEXTS.replyFailed);
  };

  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        ref={fieldRef}
        label={TEXTS.replyLabel}
        hint={TEXTS.counter(comment.length)}
        value={comment}
        rows={3}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        error={error ?? undefined}
        onChange={(event) => {
          setComment(event.target.value);
          setError(null);
        }}
      />
      {failure !== null && <Banner tone="danger" title={failure} />}
      <StyledActions>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" size="sm" busy={replying.isLoading} busyLabel={TEXTS.posting}>
          {TEXTS.postReply}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
