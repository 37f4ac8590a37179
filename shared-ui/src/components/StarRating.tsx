import styled from 'styled-components';
import { lazily } from '../core';

const STAR_COUNT = 5;

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledStars = styled.span`
  display: inline-flex;
`;

const StyledStar = styled.span`
  position: relative;
  display: inline-block;
  color: ${({ theme }) => theme.colors.borderStrong};
`;

const StyledStarFill = styled.span.attrs<{ $fill: number }>(({ $fill }) => ({
  style: { width: `${$fill * 100}%` },
}))`
  position: absolute;
  inset: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.star};
  white-space: nowrap;
`;

const StyledValue = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const oneDecimal = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

/** The accessible name of a rating: '4.5 out of 5 stars'. */
export const starRatingLabel = (value: number): string =>
  `${oneDecimal().format(value)} out of ${STAR_COUNT} stars`;

export interface StarRatingProps {
  /** The rating from 0 to 5 (one decimal is meaningful); values outside are clamped. */
  value: number;
  /** Also shows the number next to the stars (e.g. '4.9'). */
  showValue?: boolean;
  /** Overrides the accessible name, which defaults to '4.5 out of 5 stars'. */
  label?: string;
}

/** A read-only five-star rating; partial stars are filled proportionally. */
export function StarRating({ value, showValue = false, label }: StarRatingProps) {
  const clamped = Math.min(STAR_COUNT, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <StyledRating role="img" aria-label={label ?? starRatingLabel(clamped)}>
      <StyledStars aria-hidden="true">
        {Array.from({ length: STAR_COUNT }, (_, index) => (
          <StyledStar key={index}>
            ★<StyledStarFill $fill={Math.min(1, Math.max(0, clamped - index))}>★</StyledStarFill>
          </StyledStar>
        ))}
      </StyledStars>
      {showValue && <StyledValue aria-hidden="true">{oneDecimal().format(clamped)}</StyledValue>}
    </StyledRating>
  );
}
