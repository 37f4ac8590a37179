// Test helpers of this remote's screens (tests only): a fake server standing in for
// `window.fetch` (the network's edge), an uploader that finishes at once, and a screen rendered
// under a router with the area's API store.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AtelierThemeProvider, PlatformProvider, type SessionSnapshot } from '@atelier/shared-ui';
import { createFakePlatform } from '@atelier/shared-ui/test-utils';
import { ApiStoreProvider } from '../lib/ApiStoreProvider';
import { UploaderProvider, type Uploader } from '../lib/uploads';

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

/** Renders `element` at `path` (matching `pattern`), other paths as their own text. */
export function renderScreen(
  element: ReactElement,
  { path, pattern = path, session }: { path: string; pattern?: string; session?: SessionSnapshot },
) {
  const platform = createFakePlatform(session);
  const user = userEvent.setup();
  const result = render(
    <AtelierThemeProvider>
      <PlatformProvider platform={platform}>
        <UploaderProvider uploader={instantUploader}>
          <MemoryRouter initialEntries={[path]}>
            <ApiStoreProvider>
              <Routes>
                <Route path={pattern} element={element} />
              </Routes>
            </ApiStoreProvider>
          </MemoryRouter>
        </UploaderProvider>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return { ...result, user };
}
