// Renders landing screens as the area does: theme, the per-mount store holder and a router at
// the given path (BrowserRouter over jsdom's history, one of the platform's shared exports).
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import { AreaStoreProvider } from '../app/AreaStoreProvider';
import { StoreHolderContext, type StoreHolder } from '../app/storeHolder';

export interface RenderOptions {
  /** The path the page is at; '/' by default. */
  route?: string;
  /** Wraps in the area's store (for components that use RTK Query). */
  withStore?: boolean;
  /** Options for `userEvent.setup`, e.g. `{ advanceTimers: jest.advanceTimersByTime }`. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderInArea(
  ui: ReactElement,
  { route = '/', withStore = false, userOptions }: RenderOptions = {},
): RenderResult & { user: UserEvent; holder: StoreHolder } {
  window.history.replaceState(null, '', route);
  const holder: StoreHolder = { store: null };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AtelierThemeProvider>
        <StoreHolderContext value={holder}>
          <BrowserRouter>
            {withStore ? <AreaStoreProvider>{children}</AreaStoreProvider> : children}
          </BrowserRouter>
        </StoreHolderContext>
      </AtelierThemeProvider>
    );
  }
  const user = userEvent.setup(userOptions);
  return Object.assign(render(ui, { wrapper: Wrapper }), { user, holder });
}
