import type { Product } from '@atelier/api-contract';
import { useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  ConfirmDialog,
  EmptyState,
  LinkButton,
  ListFrame,
  Page,
  PageHeader,
  SelectField,
  StatCard,
  TextField,
  ViewToggle,
  downloadUploadedFile,
  formatUsd,
  mediaUp,
  sellProductPath,
  usePlatform,
  type ViewMode,
} from '@atelier/shared-ui';
import { useDeleteProductMutation } from '../api/deleteProduct';
import { useDuplicateProductMutation } from '../api/duplicateProduct';
import { useGetMyProductsQuery } from '../api/getMyProducts';
import {
  DEFAULT_QUERY,
  PRODUCT_SORTS,
  STATUS_FILTERS,
  formatRating,
  productStats,
  visibleProducts,
  type ProductQuery,
  type ProductSort,
  type StatusFilter,
} from '../model/manageProducts';
import { MANAGE_PRODUCTS_TEXTS as TEXTS } from '../model/texts';
import { ProductCard } from './ProductCard';

const StyledStats = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  > :first-child {
    flex: 1 1 240px;
  }
`;

const StyledListHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledProducts = styled.ul<{ $view: ViewMode }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${({ $view }) =>
    $view === 'grid' &&
    css`
      ${mediaUp('md')} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
      ${mediaUp('lg')} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    `}
`;

/** The browser's alert: the spec's duplicate messages are alerts (section 8). */
const alertUser = (message: string) => {
  window.alert(message);
};

/**
 * /freelancer/manage-products (spec 001, section 2): the freelancer's own products in every
 * status, with the four stat cards, search, status filter, sort, grid or list, and per product
 * Edit, Analytics, View Product, Duplicate, Download Files and Delete Product.
 */
export function ManageProducts() {
  const { getAccessToken } = usePlatform();
  const { data, isLoading, isError, refetch } = useGetMyProductsQuery(undefined);
  const [duplicateProduct] = useDuplicateProductMutation();
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation();
  const [query, setQuery] = useState<ProductQuery>(DEFAULT_QUERY);
  const [view, setView] = useState<ViewMode>('grid');
  const [toDelete, setToDelete] = useState<Product | null>(null);

  const products = useMemo(() => data?.products ?? [], [data]);
  const stats = useMemo(() => productStats(products), [products]);
  const shown = useMemo(() => visibleProducts(products, query), [products, query]);

  const onDuplicate = async (product: Product) => {
    try {
      await duplicateProduct(product.id).unwrap();
      alertUser(TEXTS.duplicated);
    } catch {
      alertUser(TEXTS.duplicateFailed);
    }
  };

  const onDownloadFiles = async (product: Product) => {
    if (product.files.length === 0) {
      alertUser(TEXTS.noFiles);
      return;
    }
    try {
      for (const file of product.files) await downloadUploadedFile(file, getAccessToken);
    } catch {
      alertUser(TEXTS.downloadFailed);
    }
  };

  const onConfirmDelete = async () => {
    if (toDelete === null) return;
    try {
      await deleteProduct(toDelete.id).unwrap();
    } catch {
      alertUser(TEXTS.deleteFailed);
    }
    setToDelete(null);
  };

  return (
    <Page aria-labelledby="manage-products-title">
      <PageHeader
        title={TEXTS.title}
        titleId="manage-products-title"
        actions={<LinkButton to={sellProductPath()}>{TEXTS.createLink}</LinkButton>}
      />
      <ListFrame
        status={isLoading ? 'loading' : isError && data === undefined ? 'error' : 'ready'}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void refetch()}
        toolbar={
          <>
            <StyledStats>
              <StatCard
                label={TEXTS.stats.totalRevenue}
                value={formatUsd(stats.totalRevenue, { cents: true })}
              />
              <StatCard label={TEXTS.stats.totalSales} value={stats.totalSales} />
              <StatCard label={TEXTS.stats.publishedProducts} value={stats.publishedProducts} />
              <StatCard
                label={TEXTS.stats.averageRating}
                value={formatRating(stats.averageRating)}
              />
            </StyledStats>
            <StyledToolbar>
              <TextField
                type="search"
                label={TEXTS.search}
                value={query.search}
                onChange={(event) => setQuery({ ...query, search: event.target.value })}
              />
              <SelectField
                label={TEXTS.statusFilter}
                options={STATUS_FILTERS}
                value={query.status}
                onChange={(event) =>
                  setQuery({ ...query, status: event.target.value as StatusFilter })
                }
              />
              <SelectField
                label={TEXTS.sort}
                options={PRODUCT_SORTS}
                value={query.sort}
                onChange={(event) =>
                  setQuery({ ...query, sort: event.target.value as ProductSort })
                }
              />
              <ViewToggle value={view} onChange={setView} label={TEXTS.view} />
            </StyledToolbar>
            <StyledListHeading>{TEXTS.yourProducts(shown.length)}</StyledListHeading>
          </>
        }
        isEmpty={shown.length === 0}
        empty={
          <EmptyState
            title={TEXTS.empty}
            action={<LinkButton to={sellProductPath()}>{TEXTS.createLink}</LinkButton>}
          />
        }
      >
        <StyledProducts $view={view} aria-label={TEXTS.productsList}>
          {shown.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                view={view}
                onDuplicate={(chosen) => void onDuplicate(chosen)}
                onDownloadFiles={(chosen) => void onDownloadFiles(chosen)}
                onDelete={setToDelete}
              />
            </li>
          ))}
        </StyledProducts>
      </ListFrame>
      <ConfirmDialog
        open={toDelete !== null}
        title={TEXTS.deleteProduct}
        message={TEXTS.deleteConfirm}
        confirmLabel={TEXTS.deleteConfirmLabel}
        danger
        busy={isDeleting}
        busyLabel={TEXTS.deleteBusy}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}
