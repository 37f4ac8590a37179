import { useId } from 'react';
import styled from 'styled-components';
import { StyledError } from '../core';

/** The ratings a five-star field offers, lowest first. */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

const StyledRating = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledStars = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** One star: the radio is visually hidden (still focused and announced); its label is the star. */
const StyledStar = styled.label<{ $lit: boolean }>`
  position: relative;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $lit }) => ($lit ? theme.colors.star : theme.colors.borderStrong)};

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: 0;
    opacity: 0;
  }
  &:has(input:focus-visible) {
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The accessible name of one star: '1 star', '4 stars'. */
export const starCountLabel = (count: number): string =>
  count === 1 ? '1 star' : `${count} stars`;

export interface StarRatingFieldProps {
  /** The group's legend, e.g. 'Rating'. */
  label: string;
  /** The chosen rating, 1 to 5; 0 while none is chosen. */
  value: number;
  /** Called with the rating the user chose (click, or arrow keys as in any radio group). */
  onChange: (rating: number) => void;
  /** The field's validation message, announced with the group. */
  error?: string;
  /** Each star's accessible name; '1 star', '2 stars'... by default. */
  starLabel?: (count: number) => string;
}

/**
 * A rating from 1 to 5 as a radio group of stars: Tab reaches the group, the arrow keys move
 * through the stars, as with any radio group; stars up to the chosen one are lit.
 */
export function StarRatingField({
  label,
  value,
  onChange,
  error,
  starLabel = starCountLabel,
}: StarRatingFieldProps) {
  const errorId = useId();
  const name = useId();
  return (
    <StyledRating
      aria-describedby={error === undefined ? undefined : errorId}
      aria-invalid={error === undefined ? undefined : true}
    >
      <legend>{label}</legend>
      <StyledStars>
        {STAR_RATINGS.map((rating) => (
          <StyledStar key={rating} $lit={rating <= value}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              aria-label={starLabel(rating)}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true">★</span>
          </StyledStar>
        ))}
      </StyledStars>
      {error !== undefined && <StyledError id={errorId}>{error}</StyledError>}
    </StyledRating>
  );
}
