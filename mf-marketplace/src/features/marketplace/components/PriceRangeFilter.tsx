import { useId } from 'react';
import styled from 'styled-components';
import { formatUsd } from '@atelier/shared-ui';
import { PRICE_RANGE } from '../model/constants';
import { MARKETPLACE_TEXTS } from '../model/texts';

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const StyledLegend = styled.legend`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledValue = styled.output`
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRange = styled.input`
  width: 100%;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** '$40', or '$100+' at the top of the range, which has no upper limit. */
export const priceLabel = (value: number): string =>
  value >= PRICE_RANGE.max
    ? `${formatUsd(value, { wholeDollars: true })}+`
    : formatUsd(value, { wholeDollars: true });

export interface PriceRangeFilterProps {
  minPrice: number;
  maxPrice: number;
  onMinPriceChange: (value: number) => void;
  onMaxPriceChange: (value: number) => void;
}

/** Two sliders from 0 to 100 dollars (spec 001, section 9); arrow keys move them by a dollar. */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  onMinPriceChange,
  onMaxPriceChange,
}: PriceRangeFilterProps) {
  const id = useId();
  return (
    <StyledFieldset>
      <StyledLegend>
        {MARKETPLACE_TEXTS.priceRange}
        <StyledValue htmlFor={`${id}-min ${id}-max`} aria-live="polite">
          {priceLabel(minPrice)} – {priceLabel(maxPrice)}
        </StyledValue>
      </StyledLegend>
      <StyledRow>
        <label htmlFor={`${id}-min`}>{MARKETPLACE_TEXTS.minimumPrice}</label>
        <StyledRange
          id={`${id}-min`}
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={PRICE_RANGE.step}
          value={minPrice}
          aria-valuetext={priceLabel(minPrice)}
          onChange={(event) => onMinPriceChange(event.currentTarget.valueAsNumber)}
        />
      </StyledRow>
      <StyledRow>
        <label htmlFor={`${id}-max`}>{MARKETPLACE_TEXTS.maximumPrice}</label>
        <StyledRange
          id={`${id}-max`}
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={PRICE_RANGE.step}
          value={maxPrice}
          aria-valuetext={priceLabel(maxPrice)}
          onChange={(event) => onMaxPriceChange(event.currentTarget.valueAsNumber)}
        />
      </StyledRow>
    </StyledFieldset>
  );
}
