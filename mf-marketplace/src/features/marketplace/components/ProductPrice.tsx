import styled from 'styled-components';
import { Badge, VisuallyHidden, formatUsd } from '@atelier/shared-ui';
import { discountPercent } from '../model/discount';
import { MARKETPLACE_TEXTS } from '../model/texts';

const StyledPrice = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledAmount = styled.span<{ $large: boolean }>`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.xxl : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledOriginal = styled.del`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ProductPriceProps {
  price: number;
  originalPrice?: number;
  /** The product page's larger price. */
  large?: boolean;
}

/** '$29.00', the struck-through original price, and the discount badge when discounted. */
export function ProductPrice({ price, originalPrice, large = false }: ProductPriceProps) {
  const discount = discountPercent(price, originalPrice);
  return (
    <StyledPrice>
      <StyledAmount $large={large}>{formatUsd(price)}</StyledAmount>
      {discount !== null && originalPrice !== undefined && (
        <>
          <StyledOriginal>
            <VisuallyHidden>{MARKETPLACE_TEXTS.originalPrice}: </VisuallyHidden>
            {formatUsd(originalPrice)}
          </StyledOriginal>
          <DiscountBadge percent={discount} />
        </>
      )}
    </StyledPrice>
  );
}

/** '26% OFF'. */
export function DiscountBadge({ percent }: { percent: number }) {
  return <Badge tone="danger">{MARKETPLACE_TEXTS.discount(percent)}</Badge>;
}
