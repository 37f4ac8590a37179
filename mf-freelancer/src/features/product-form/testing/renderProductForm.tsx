// Test helpers of the product form (tests only): the real screen under a router with the
// area's API store and an uploader that finishes at once; `fakeServer` (lib/testing) stands in
// for `window.fetch`.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AtelierThemeProvider, PlatformProvider, ROUTES } from '@atelier/shared-ui';
import { createFakePlatform } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { UploaderProvider, type Uploader } from '../../../lib/uploads';
import { ProductFormScreen } from '../components/ProductFormScreen';

export { fakeServer } from '../../../lib/testing/fakeServer';

/** Finishes every upload at once, with a key made from the file's name. */
export const instantUploader: Uploader = (file, _purpose, handlers) => {
  handlers.onProgress(file.size, file.size);
  handlers.onSuccess(`key-${file.name}`);
  return { cancel: () => undefined };
};

export function renderProductForm(path: string = ROUTES.freelancer.sellProducts) {
  const platform = createFakePlatform();
  const user = userEvent.setup();
  const result = render(
    <AtelierThemeProvider>
      <PlatformProvider platform={platform}>
        <UploaderProvider uploader={instantUploader}>
          <MemoryRouter initialEntries={[path]}>
            <StoreProvider>
              <Routes>
                <Route path={ROUTES.freelancer.sellProducts} element={<ProductFormScreen />} />
                <Route path={ROUTES.freelancer.editProduct} element={<ProductFormScreen />} />
                <Route path={ROUTES.freelancer.manageProducts} element={<h1>Manage Products</h1>} />
              </Routes>
            </StoreProvider>
          </MemoryRouter>
        </UploaderProvider>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return { ...result, user };
}
