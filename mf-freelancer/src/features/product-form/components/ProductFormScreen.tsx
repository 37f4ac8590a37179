import { Navigate, useParams } from 'react-router-dom';
import { LoadingState, ROUTES } from '@atelier/shared-ui';
import { useGetMyProductQuery } from '../api/getMyProduct';
import { PRODUCT_FORM_DEFAULTS, fromProduct } from '../model/productForm';
import { ProductForm } from './ProductForm';

/** `/freelancer/sell-products` and `/freelancer/sell-products/:productId` (section 2). */
export function ProductFormScreen() {
  const { productId } = useParams();
  if (productId === undefined) return <ProductForm defaultValues={PRODUCT_FORM_DEFAULTS} />;
  return <EditProduct productId={productId} />;
}

function EditProduct({ productId }: { productId: string }) {
  // `currentData`, not `data`: after a move to another id, the previous product is not shown
  // while the next one loads.
  const { currentData: product, isError } = useGetMyProductQuery(productId);
  // Section 2: an unknown id (or one that is not the freelancer's: the API answers 404 for
  // both) goes to Manage Products.
  if (isError) return <Navigate to={ROUTES.freelancer.manageProducts} replace />;
  if (product === undefined) return <LoadingState label="Loading Product" />;
  return (
    <ProductForm key={product.id} productId={productId} defaultValues={fromProduct(product)} />
  );
}
