import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  Badge,
  StarRating,
  TagList,
  mediaUp,
  type ViewMode,
  DownloadIcon,
} from '@atelier/shared-ui';
import { PATHS, productPath } from '../../../config/paths';
import { AVATAR_SIZE, MARKETPLACE_CARD_TAG_COUNT, PRODUCT_IMAGE_SIZE } from '../model/constants';
import { listingLinkState } from '../model/backToListing';
import { categoryLine, type MarketplaceProduct } from '../model/marketplaceProduct';
import { MARKETPLACE_TEXTS } from '../model/texts';
import { FavouriteButton } from './FavouriteButton';
import { ProductPrice } from './ProductPrice';

const StyledCard = styled.article<{ $view: ViewMode }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  ${({ $view }) =>
    $view === 'list' &&
    css`
      ${mediaUp('sm')} {
        grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
        grid-template-rows: auto;
        align-items: start;
      }
    `}
`;

const StyledMedia = styled.div`
  position: relative;
  /* Keeps the card's shape when a product has no image yet. */
  aspect-ratio: ${PRODUCT_IMAGE_SIZE.width} / ${PRODUCT_IMAGE_SIZE.height};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

// Every card's image fills the same frame, whatever the shape the seller uploaded: cards of a
// row keep one image height.
const StyledImage = styled.img`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledBadges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFavourite = styled(FavouriteButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCategory = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

// The title link covers the whole card (its ::after), so the image and text open the product
// too while the card keeps a single link; the favourite button sits above it.
const StyledTitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
  &:focus-visible::after {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledAuthor = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAvatar = styled.img`
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const StyledStats = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStat = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export interface ProductCardProps {
  product: MarketplaceProduct;
  /** Grid card or list row; grid by default. */
  view?: ViewMode;
  /** Heading level of the title in the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** A product of the listing: image, badges, title, author, rating, downloads, up to 3 tags, price. */
export function ProductCard({ product, view = 'grid', headingLevel = 3 }: ProductCardProps) {
  const titleId = useId();
  const location = useLocation();
  return (
    <StyledCard $view={view} aria-labelledby={titleId}>
      <StyledMedia>
        {product.thumbnail !== null && (
          <StyledImage
            src={product.thumbnail}
            alt=""
            width={PRODUCT_IMAGE_SIZE.width}
            height={PRODUCT_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <StyledBadges>
          {product.isFeatured && <Badge tone="brand">{MARKETPLACE_TEXTS.featured}</Badge>}
          {product.isBestseller && <Badge tone="warning">{MARKETPLACE_TEXTS.bestseller}</Badge>}
          {product.isNew && <Badge tone="success">{MARKETPLACE_TEXTS.new}</Badge>}
        </StyledBadges>
        <StyledFavourite productId={product.id} title={product.title} />
      </StyledMedia>
      <StyledBody>
        <StyledCategory>{categoryLine(product)}</StyledCategory>
        <StyledTitle as={`h${headingLevel}`} id={titleId}>
          <StyledTitleLink
            to={productPath(product.id)}
            state={listingLinkState(location, PATHS.marketplace)}
          >
            {product.title}
          </StyledTitleLink>
        </StyledTitle>
        <StyledAuthor>
          {product.authorAvatar !== null && (
            <StyledAvatar
              src={product.authorAvatar}
              alt=""
              width={AVATAR_SIZE.width}
              height={AVATAR_SIZE.height}
              loading="lazy"
            />
          )}
          {MARKETPLACE_TEXTS.by(product.author)}
        </StyledAuthor>
        <StyledStats>
          <StyledStat>
            {product.reviewCount === 0 ? (
              <span>{MARKETPLACE_TEXTS.noReviews}</span>
            ) : (
              <>
                <StarRating value={product.rating} showValue />
                <span>{MARKETPLACE_TEXTS.reviews(product.reviewCount)}</span>
              </>
            )}
          </StyledStat>
          <StyledStat>
            <DownloadIcon />
            {MARKETPLACE_TEXTS.downloads(product.downloads)}
          </StyledStat>
        </StyledStats>
        <TagList
          tags={product.tags.slice(0, MARKETPLACE_CARD_TAG_COUNT)}
          label={MARKETPLACE_TEXTS.tags}
        />
        <StyledFooter>
          <ProductPrice price={product.price} originalPrice={product.originalPrice} />
        </StyledFooter>
      </StyledBody>
    </StyledCard>
  );
}
