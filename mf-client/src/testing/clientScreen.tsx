// Tests only: a client's screen against a fake auth-service (the network's edge), rendered
// signed in as the demo client inside the area's store.
import type { ReactElement } from 'react';
import { createFakePlatform, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from './StoreProvider';

/** One request the screen sent. */
export interface ApiCall {
  method: string;
  /** The path without the query, e.g. `/api/requests`. */
  path: string;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

/** What the fake API answers: a status and a JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Replaces `fetch` with `answer` (each call recorded, in order); a call `answer` does not know
 * (undefined) is a 500.
 */
export function installApi(answer: (call: ApiCall) => ApiAnswer | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call) ?? { status: 500, body: { message: 'unexpected' } };
    return Promise.resolve({
      ok: status < 400,
      status,
      text: () => Promise.resolve(JSON.stringify(body)),
    });
  }) as unknown as typeof fetch;
  return calls;
}

/** `screen` at `route`, signed in as a client named `fullName`. */
export function renderClientScreen(screen: ReactElement, route: string, fullName = 'Client') {
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: 'c1', email: 'client@example.com', fullName, role: 'client' },
    isPremium: false,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  const rendered = renderWithProviders(<StoreProvider>{screen}</StoreProvider>, {
    platform,
    route,
  });
  return { ...rendered, platform };
}
