// Test helpers of the product form (tests only): the real screen under a router with the
// area's API store and an uploader that finishes at once; `fakeServer` (shared-ui's test utils)
// stands in for `window.fetch`.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AtelierThemeProvider, PlatformProvider, ROUTES } from '@atelier/shared-ui';
import { createFakePlatform } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from './StoreProvider';
import { UploaderProvider } from '@atelier/shared-ui';
import { instantUploader } from './apiScreen';
import { ProductFormScreen } from '../features/product-form/components/ProductFormScreen';

import type { SellerAccount } from '@atelier/api-contract';
import type { FakeAnswer } from '@atelier/shared-ui/test-utils';
import { fakeServer, type RecordedRequest } from './apiScreen';

export { instantUploader, type RecordedRequest } from './apiScreen';

const ACCOUNT_URL = '/api/payments/account';

/** A seller whose Stripe account takes charges (or, with `state`, one that does not yet). */
export const aSellerAccount = (state: SellerAccount['state'] = 'enabled'): SellerAccount => ({
  state,
  detailsSubmitted: state !== 'none',
  chargesEnabled: state === 'enabled',
  payoutsEnabled: state === 'enabled',
  requirements: state === 'onboarding' ? ['external_account'] : [],
  payoutMethod: null,
  dashboardUrl: null,
});

/**
 * The fake server of the form: the seller's account (one that takes charges unless told
 * otherwise) and `answer` for the catalogue. The requests it returns are the catalogue's.
 */
export function serveProductForm(
  answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>,
  account: SellerAccount = aSellerAccount(),
): RecordedRequest[] {
  const catalogue: RecordedRequest[] = [];
  fakeServer((request) => {
    if (request.url === ACCOUNT_URL) return { status: 200, body: account };
    catalogue.push(request);
    return answer(request);
  });
  return catalogue;
}

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
