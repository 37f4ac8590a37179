import { ApiStoreProvider } from '../../../lib/ApiStoreProvider';
import { ProductFormScreen } from './ProductFormScreen';

/** What the area's routes mount (lazily): the screen with the API store. */
export function ProductFormRoute() {
  return (
    <ApiStoreProvider>
      <ProductFormScreen />
    </ApiStoreProvider>
  );
}
