import type { Product } from '@atelier/api-contract';
import styled from 'styled-components';
import {
  Badge,
  DropdownMenu,
  LinkButton,
  ROUTES,
  formatShortDate,
  formatTrend,
  formatUsd,
  productPath,
  sellProductPath,
  type BadgeTone,
  type ViewMode,
} from '@atelier/shared-ui';
import { formatConversion, formatRating, showsPerformance } from '../model/manageProducts';
import { MANAGE_PRODUCTS_TEXTS as TEXTS } from '../model/texts';

const StyledCard = styled.article<{ $view: ViewMode }>`
  display: flex;
  flex-direction: ${({ $view }) => ($view === 'grid' ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

// The product's first image, 4:3 like the marketplace's cards: full width on a grid card, a
// fixed column on a list row. A product without images keeps the frame (the card's shape).
const StyledThumbnail = styled.div<{ $view: ViewMode }>`
  flex: none;
  width: ${({ $view, theme }) => ($view === 'grid' ? '100%' : `calc(${theme.space.xxxl} * 3)`)};
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNumbers = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(90px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A rise in the success colour, a fall in the danger colour (as StatCard's trend). */
const StyledTrend = styled.dd<{ $trend: number }>`
  color: ${({ theme, $trend }) =>
    $trend > 0 ? theme.colors.success : $trend < 0 ? theme.colors.danger : theme.colors.text};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

const STATUS_TONE: Record<Product['status'], BadgeTone> = {
  published: 'success',
  draft: 'warning',
  private: 'neutral',
};

const TYPE_LABEL: Record<Product['productType'], string> = {
  'ready-made': TEXTS.readyMade,
  custom: TEXTS.custom,
};

const STATUS_LABEL: Record<Product['status'], string> = {
  published: 'Published',
  draft: 'Draft',
  private: 'Private',
};

export interface ProductCardProps {
  /** One of the freelancer's products. */
  product: Product;
  /** Grid cards stack; list rows lay out side by side. */
  view: ViewMode;
  /** Duplicate chosen in the card's menu. */
  onDuplicate: (product: Product) => void;
  /** Download Files chosen. */
  onDownloadFiles: (product: Product) => void;
  /** Delete Product chosen (the screen confirms first). */
  onDelete: (product: Product) => void;
}

/** A product of Manage Products: its numbers when published, Edit, Analytics and a menu. */
export function ProductCard({
  product,
  view,
  onDuplicate,
  onDownloadFiles,
  onDelete,
}: ProductCardProps) {
  const { performance } = TEXTS;
  const thumbnail = product.images[0]?.url;
  return (
    <StyledCard $view={view} aria-label={product.title}>
      <StyledThumbnail $view={view}>
        {thumbnail !== undefined && <img src={thumbnail} alt="" loading="lazy" decoding="async" />}
      </StyledThumbnail>
      <StyledBody>
        <StyledHeader>
          <StyledTitle>{product.title}</StyledTitle>
          <StyledBadges>
            <Badge tone="info">{TYPE_LABEL[product.productType]}</Badge>
            <Badge tone={STATUS_TONE[product.status]}>{STATUS_LABEL[product.status]}</Badge>
          </StyledBadges>
        </StyledHeader>
        <StyledMeta>
          {product.category} · {formatUsd(product.price, { cents: true })} · Updated{' '}
          {formatShortDate(Date.parse(product.updatedAt))}
        </StyledMeta>
        {showsPerformance(product) ? (
          <StyledNumbers aria-label="Performance">
            <div>
              <dt>{performance.sales}</dt>
              <dd>{product.totalSales}</dd>
            </div>
            <div>
              <dt>{performance.revenue}</dt>
              <dd>{formatUsd(product.revenue, { cents: true })}</dd>
            </div>
            <div>
              <dt>{performance.views}</dt>
              <dd>{product.views}</dd>
            </div>
            <div>
              <dt>{performance.downloads}</dt>
              <dd>{product.downloads}</dd>
            </div>
            <div>
              <dt>{performance.rating}</dt>
              <dd>
                {formatRating(product.rating)} ({product.reviewCount})
              </dd>
            </div>
            <div>
              <dt>{performance.conversion}</dt>
              <dd>{formatConversion(product.conversionRate)}</dd>
            </div>
            <div>
              <dt>{performance.trend}</dt>
              <StyledTrend $trend={product.monthlyTrend ?? 1}>
                {product.monthlyTrend === null
                  ? performance.newThisMonth
                  : formatTrend(product.monthlyTrend)}
              </StyledTrend>
            </div>
          </StyledNumbers>
        ) : (
          <StyledMeta>{TEXTS.noPerformance}</StyledMeta>
        )}
        <StyledActions>
          <LinkButton
            to={sellProductPath(product.id)}
            size="sm"
            aria-label={`${TEXTS.edit} ${product.title}`}
          >
            {TEXTS.edit}
          </LinkButton>
          <LinkButton
            to={ROUTES.freelancer.analytics}
            size="sm"
            variant="secondary"
            aria-label={`${TEXTS.analytics} of ${product.title}`}
          >
            {TEXTS.analytics}
          </LinkButton>
          <DropdownMenu
            label="More"
            accessibleLabel={TEXTS.moreActions(product.title)}
            align="end"
            items={[
              { label: TEXTS.viewProduct, to: productPath(product.id) },
              { label: TEXTS.duplicate, onSelect: () => onDuplicate(product) },
              { label: TEXTS.downloadFiles, onSelect: () => onDownloadFiles(product) },
              { label: TEXTS.deleteProduct, onSelect: () => onDelete(product), danger: true },
            ]}
          />
        </StyledActions>
      </StyledBody>
    </StyledCard>
  );
}
