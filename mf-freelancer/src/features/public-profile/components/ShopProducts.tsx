import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductSummary } from '@atelier/api-contract';
import {
  MutedText,
  Badge,
  Card,
  LinkButton,
  shopPath,
  StarRating,
  TagList,
  formatPriceFromCents,
  productPath,
} from '@atelier/shared-ui';
import { PRODUCT_CARD_TAGS, PUBLIC_PROFILE_TEXTS as T, plusMore } from '../model/texts';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
// Every card of a row as tall as the row; the price and tags at the foot of each.
const StyledItem = styled.li`
  display: grid;
  > * {
    height: 100%;
  }
`;
const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
// A card's title in the text colour, as the marketplace's cards have it, not a default link.
const StyledTitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;
const StyledFoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;
const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
const StyledThumb = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
const StyledPrice = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  s {
    margin-left: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: normal;
  }
`;

/** Featured Products: the freelancer's published products, linking to their pages. */
export function ShopProducts({
  sellerId,
  products,
}: {
  /** The profile's owner: Visit My Shop opens the marketplace narrowed to their products. */
  sellerId: string;
  products: readonly ProductSummary[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="featured-products">
      <h2 id="featured-products">{T.featuredProducts}</h2>
      <StyledGrid>
        {products.map((product) => (
          <StyledItem key={product.id}>
            <Card>
              {product.thumbnail !== null && (
                <StyledThumb src={product.thumbnail} alt="" loading="lazy" />
              )}
              <StyledTitle>
                <StyledTitleLink to={productPath(product.id)}>{product.title}</StyledTitleLink>
              </StyledTitle>
              {(product.isBestseller || product.isNew) && (
                <StyledBadges>
                  {product.isBestseller && <Badge tone="warning">{T.bestseller}</Badge>}
                  {product.isNew && <Badge tone="success">{T.new}</Badge>}
                </StyledBadges>
              )}
              <StarRating value={product.rating} showValue />
              <MutedText size="sm">{T.downloads(product.downloads)}</MutedText>
              <StyledFoot>
                <StyledPrice>
                  {formatPriceFromCents(product.price)}
                  {product.originalPrice !== null && (
                    <s>{formatPriceFromCents(product.originalPrice)}</s>
                  )}
                </StyledPrice>
                <TagList
                  tags={product.tags}
                  max={PRODUCT_CARD_TAGS}
                  formatMore={plusMore}
                  label="Tags"
                />
              </StyledFoot>
            </Card>
          </StyledItem>
        ))}
      </StyledGrid>
      <LinkButton to={shopPath(sellerId)} variant="secondary">
        {T.visitMyShop}
      </LinkButton>
    </section>
  );
}
