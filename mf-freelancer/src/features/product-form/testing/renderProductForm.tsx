// Test helpers of the product form (tests only): the real screen under a router with the
// area's API store, a fake server standing in for `window.fetch` and an uploader that
// finishes at once.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AtelierThemeProvider, PlatformProvider, ROUTES } from '@atelier/shared-ui';
import { createFakePlatform } from '@atelier/shared-ui/test-utils';
import { ApiStoreProvider } from '../../../lib/ApiStoreProvider';
import { UploaderProvider, type Uploader } from '@atelier/shared-ui';
import { ProductFormScreen } from '../components/ProductFormScreen';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

interface Answer {
  status: number;
  body?: unknown;
}

/** Replaces `window.fetch` with `answer`; returns what was asked of it. */
export function fakeServer(answer: (request: RecordedRequest) => Answer) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const { status, body } = answer(request);
    const text = body === undefined ? '' : JSON.stringify(body);
    return Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(text) });
  });
  Object.assign(window, { fetch: fetchMock });
  return requests;
}

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
            <ApiStoreProvider>
              <Routes>
                <Route path={ROUTES.freelancer.sellProducts} element={<ProductFormScreen />} />
                <Route path={ROUTES.freelancer.editProduct} element={<ProductFormScreen />} />
                <Route path={ROUTES.freelancer.manageProducts} element={<h1>Manage Products</h1>} />
              </Routes>
            </ApiStoreProvider>
          </MemoryRouter>
        </UploaderProvider>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return { ...result, user };
}
