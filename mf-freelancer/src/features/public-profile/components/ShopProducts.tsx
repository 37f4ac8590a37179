import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductSummary } from '@atelier/api-contract';
import {
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
          <li key={product.id}>
            <Card>
              {product.thumbnail !== null && (
                <StyledThumb src={product.thumbnail} alt="" loading="lazy" />
              )}
              <h3>
                <Link to={productPath(product.id)}>{product.title}</Link>
              </h3>
              {product.isBestseller && <Badge tone="warning">{T.bestseller}</Badge>}
              {product.isNew && <Badge tone="success">{T.new}</Badge>}
              <StarRating value={product.rating} showValue />
              <p>{product.downloads} downloads</p>
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
            </Card>
          </li>
        ))}
      </StyledGrid>
      <LinkButton to={shopPath(sellerId)} variant="secondary">
        {T.visitMyShop}
      </LinkButton>
    </section>
  );
}
