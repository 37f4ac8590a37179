// Test helpers of the product form (tests only): the real screen under a router with the
// area's API store and an uploader that finishes at once; `fakeServer` (shared-ui's test utils)
// stands in for `window.fetch`.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AtelierThemeProvider, PlatformProvider, ROUTES } from '@atelier/shared-ui';
import { createFakePlatform } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { UploaderProvider } from '../../../lib/uploads';
import { instantUploader } from '../../../testing/apiScreen';
import { ProductFormScreen } from '../components/ProductFormScreen';

export { fakeServer, instantUploader, type RecordedRequest } from '../../../testing/apiScreen';

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
