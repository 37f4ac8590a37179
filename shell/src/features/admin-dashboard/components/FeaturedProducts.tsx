import type { ProductSummary } from '@atelier/api-contract';
import { useState } from 'react';
import { useSearchProductsQuery } from '../api/searchProducts';
import { useSetProductFeaturedMutation } from '../api/setProductFeatured';
import { FeaturedProductsView } from './FeaturedProductsView';

/** The admin's choice of featured products, through the API. */
export function FeaturedProducts() {
  const [search, setSearch] = useState('');
  const { data, isError, refetch } = useSearchProductsQuery(search);
  const [setFeatured] = useSetProductFeaturedMutation();
  const [savingId, setSavingId] = useState<string | null>(null);
  const [failedTitle, setFailedTitle] = useState<string | null>(null);

  const onToggle = async (product: ProductSummary, isFeatured: boolean) => {
    setSavingId(product.id);
    setFailedTitle(null);
    try {
      await setFeatured({ id: product.id, isFeatured }).unwrap();
    } catch {
      setFailedTitle(product.title);
    }
    setSavingId(null);
  };

  return (
    <FeaturedProductsView
      products={data?.products}
      failed={isError}
      onRetry={() => void refetch()}
      search={search}
      onSearch={setSearch}
      savingId={savingId}
      failedTitle={failedTitle}
      onToggle={(product, isFeatured) => void onToggle(product, isFeatured)}
    />
  );
}
