import styled from 'styled-components';
import { Card, LinkButton } from '@atelier/shared-ui';
import { productReviewsPath } from '../../../config/paths';
import { ORDER_TEXTS as TEXTS } from '../model/texts';

const StyledBrief = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.p`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * What the other party asked for, shown where the viewer answers it (issue 37): the seller's
 * requirements in the buyer's requirements form, the latest revision request in the delivery form.
 */
export function OrderBrief({ title, meta, text }: { title: string; meta?: string; text: string }) {
  return (
    <StyledBrief aria-label={title}>
      <h3>{title}</h3>
      {meta !== undefined && <StyledMeta>{meta}</StyledMeta>}
      <p>{text}</p>
    </StyledBrief>
  );
}

const StyledPrompt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A completed order asks its buyer for a review, which opens the service's review form. */
export function OrderReviewPrompt({ productId }: { productId: string }) {
  return (
    <Card title={TEXTS.reviewTitle} headingLevel={2}>
      <StyledPrompt>
        <p>{TEXTS.reviewText}</p>
        <LinkButton to={productReviewsPath(productId)}>{TEXTS.writeReview}</LinkButton>
      </StyledPrompt>
    </Card>
  );
}
