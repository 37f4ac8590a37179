// Test helpers of this remote's screens (tests only): a fake server standing in for
// `window.fetch` (the network's edge), an uploader that finishes at once, and a screen rendered
// under a router with the area's API store.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AtelierThemeProvider, PlatformProvider, type SessionSnapshot } from '@atelier/shared-ui';
import { createFakePlatform } from '@atelier/shared-ui/test-utils';
import { UploaderProvider, type Uploader } from '@atelier/shared-ui';
import { StoreProvider } from './StoreProvider';

export { fakeServer, type RecordedRequest } from '@atelier/shared-ui/test-utils';

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
            <StoreProvider>
              <Routes>
                <Route path={pattern} element={element} />
              </Routes>
            </StoreProvider>
          </MemoryRouter>
        </UploaderProvider>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return { ...result, user, platform };
}
