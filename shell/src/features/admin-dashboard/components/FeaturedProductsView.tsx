import type { ProductSummary } from '@atelier/api-contract';
import styled from 'styled-components';
import {
  Banner,
  EmptyState,
  LoadErrorBanner,
  LoadingState,
  TextField,
  ToggleField,
  formatPriceFromCents,
} from '@atelier/shared-ui';
import { FEATURED_TEXTS as TEXTS } from '../model/texts';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > p {
    margin: 0;
  }
`;
const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface FeaturedProductsViewProps {
  /** The marketplace's products matching the search; undefined while loading or failed. */
  products: readonly ProductSummary[] | undefined;
  failed: boolean;
  onRetry: () => void;
  search: string;
  onSearch: (search: string) => void;
  /** The product being changed, if any. */
  savingId: string | null;
  /** The title of a product whose change failed. */
  failedTitle: string | null;
  onToggle: (product: ProductSummary, isFeatured: boolean) => void;
}

/** Which marketplace products are featured (first in the featured sort, with the badge). */
export function FeaturedProductsView({
  products,
  failed,
  onRetry,
  search,
  onSearch,
  savingId,
  failedTitle,
  onToggle,
}: FeaturedProductsViewProps) {
  return (
    <StyledSection aria-labelledby="featured-products-title">
      <h2 id="featured-products-title">{TEXTS.title}</h2>
      <p>{TEXTS.intro}</p>
      <TextField
        type="search"
        label={TEXTS.search}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {failedTitle !== null && <Banner tone="danger" title={TEXTS.saveFailed(failedTitle)} />}
      {products === undefined &&
        (failed ? (
          <LoadErrorBanner title={TEXTS.error} retryLabel={TEXTS.retry} onRetry={onRetry} />
        ) : (
          <LoadingState label={TEXTS.loading} />
        ))}
      {products?.length === 0 && <EmptyState title={TEXTS.empty} headingLevel={3} />}
      {products !== undefined && products.length > 0 && (
        <StyledList aria-label={TEXTS.title}>
          {products.map((product) => (
            <li key={product.id}>
              <ToggleField
                label={TEXTS.toggle(product.title)}
                hint={`${product.authorName} · ${formatPriceFromCents(product.price)}`}
                checked={product.isFeatured}
                disabled={savingId === product.id}
                onChange={(event) => onToggle(product, event.target.checked)}
              />
            </li>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
