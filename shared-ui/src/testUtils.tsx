// Test helpers for shared-ui (and only tests): providers, a fake platform, a <dialog> polyfill.
//
// Import this module before anything that loads react-router: react-router 7 builds a TextEncoder
// when it loads and jest's jsdom environment has none, so the polyfill below must run first. That
// is also why MemoryRouter is required lazily. (The lasting fix is one line in
// scripts/jest/setup-dom.ts; then this becomes a plain import.)
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { TextDecoder, TextEncoder } from 'node:util';
import type { ReactElement, ReactNode } from 'react';
import type * as ReactRouter from 'react-router-dom';
import type { PlatformProps, SessionSnapshot } from './contract/contract';
import { PlatformProvider } from './contract/PlatformContext';
import { LOG_OUT_LABEL, type RoleMenu } from './navbars/roleMenus';
import { AtelierThemeProvider } from './theme/AtelierThemeProvider';

if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });

/** Platform props whose functions are jest mocks, so tests can assert calls. */
export interface FakePlatform extends PlatformProps {
  signOut: jest.Mock<Promise<void>, []>;
  navigate: jest.Mock<undefined, [string, { replace?: boolean }?]>;
  getAccessToken: jest.Mock<Promise<string | null>, []>;
}

/** A platform for tests: signed out unless a session is given. */
export function createFakePlatform(
  session: SessionSnapshot = { status: 'signedOut' },
): FakePlatform {
  return {
    name: 'test',
    domElement: document.createElement('div'),
    getSession: () => session,
    subscribeToSession: () => () => undefined,
    getAccessToken: jest.fn<Promise<string | null>, []>(() => Promise.resolve(null)),
    signOut: jest.fn<Promise<void>, []>(() => Promise.resolve()),
    navigate: jest.fn<undefined, [string, { replace?: boolean }?]>(),
  };
}

export interface ProvidersOptions {
  /** Wraps in a PlatformProvider with this platform. */
  platform?: PlatformProps;
  /** Wraps in a MemoryRouter starting at this path. */
  route?: string;
  /** Options for `userEvent.setup`, e.g. `{ advanceTimers: jest.advanceTimersByTime }`. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders inside the Atelier theme, plus a MemoryRouter when `route` is given and a
 * PlatformProvider when `platform` is given; returns a ready `user` as well.
 */
export function renderWithProviders(
  ui: ReactElement,
  { platform, route, userOptions, ...options }: ProvidersOptions & RenderOptions = {},
): RenderResult & { user: UserEvent } {
  function Wrapper({ children }: { children: ReactNode }) {
    let tree = <AtelierThemeProvider>{children}</AtelierThemeProvider>;
    if (platform !== undefined)
      tree = <PlatformProvider platform={platform}>{tree}</PlatformProvider>;
    if (route !== undefined) {
      const { MemoryRouter } = jest.requireActual<typeof ReactRouter>('react-router-dom');
      tree = <MemoryRouter initialEntries={[route]}>{tree}</MemoryRouter>;
    }
    return tree;
  }
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * jsdom has `<dialog>` but not `showModal`/`close`, nor Esc handling. This adds the parts our
 * Dialog relies on, close to what browsers do: `open` toggles, `close` fires a close event, and
 * Escape while a modal dialog is open fires a cancelable `cancel` event and closes unless prevented.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // Like the browser's top layer: Esc goes to the last modal opened, wherever focus is.
    const dialog = Array.from(document.querySelectorAll('dialog[data-modal="true"]')).at(-1);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}

/** A rendered navbar entry: a link as [label, path], a dropdown as [label, its links]. */
export type RenderedNavEntry = [string, string] | [string, [string, string][]];

/** A rendered account menu entry: [label, path], or [label, null] for an action. */
export type RenderedMenuEntry = [string, string | null];

const textOf = (element: Element): string => element.textContent.trim();

async function readMenu(user: UserEvent, trigger: HTMLElement): Promise<RenderedMenuEntry[]> {
  await user.click(trigger);
  const menuId = trigger.getAttribute('aria-controls');
  const menu = menuId === null ? null : document.getElementById(menuId);
  if (menu === null) throw new Error(`"${textOf(trigger)}" opened no menu`);
  const entries = Array.from(menu.querySelectorAll('[role="menuitem"]')).map(
    (item): RenderedMenuEntry => [textOf(item), item.getAttribute('href')],
  );
  await user.keyboard('{Escape}');
  return entries;
}

/**
 * Reads a `Navbar` as a user would on a small screen: opens the menu button's panel and every
 * dropdown in it, then the account menu, and returns labels with their paths in order.
 */
export async function readNavbar(
  user: UserEvent,
  accountLabel: string,
): Promise<{ primary: RenderedNavEntry[]; account: RenderedMenuEntry[] }> {
  const nav = document.querySelector('nav');
  const menuButton = Array.from(nav?.querySelectorAll('button') ?? []).find(
    (button) => textOf(button) === 'Menu',
  );
  if (menuButton === undefined) throw new Error('No menu button');
  await user.click(menuButton);
  const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
  if (panel === null) throw new Error('The menu button controls no element');

  const primary: RenderedNavEntry[] = [];
  for (const entry of Array.from(panel.children)) {
    const trigger = entry.querySelector('button[aria-haspopup="menu"]');
    if (entry instanceof HTMLAnchorElement) {
      primary.push([textOf(entry), entry.getAttribute('href') ?? '']);
    } else if (trigger instanceof HTMLElement) {
      const items = await readMenu(user, trigger);
      primary.push([textOf(trigger), items.map(([label, path]) => [label, path ?? ''])]);
    } else {
      throw new Error(`Unexpected navbar entry: ${entry.outerHTML}`);
    }
  }

  const accountTrigger = Array.from(
    nav?.querySelectorAll('button[aria-haspopup="menu"]') ?? [],
  ).find((button) => !panel.contains(button) && textOf(button) === accountLabel);
  if (!(accountTrigger instanceof HTMLElement)) throw new Error(`No "${accountLabel}" menu`);
  const account = await readMenu(user, accountTrigger);
  await user.click(menuButton);
  return { primary, account };
}

/** What `readNavbar` should find for a role menu: its entries, then 'Log out' in the account menu. */
export function expectedNavbar(menu: RoleMenu): {
  primary: RenderedNavEntry[];
  account: RenderedMenuEntry[];
} {
  return {
    primary: menu.primary.map((entry): RenderedNavEntry =>
      entry.kind === 'link'
        ? [entry.label, entry.path]
        : [entry.label, entry.items.map((item): [string, string] => [item.label, item.path])],
    ),
    account: [
      ...menu.account.map((entry): RenderedMenuEntry => [entry.label, entry.path]),
      [LOG_OUT_LABEL, null],
    ],
  };
}

/** What the screen asked of the server. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** The Authorization header; absent when the request had none. */
  authorization?: string;
  body: unknown;
}

/**
 * What the fake server answers: a status and a JSON body (none for e.g. 204), or a text with its
 * content type (a CSV export).
 */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  text?: string;
  contentType?: string;
}

/** The API base sends its headers as a plain record. */
const headerOf = (headers: HeadersInit | undefined, name: string): string =>
  Object.entries((headers ?? {}) as Record<string, string>).find(
    ([key]) => key.toLowerCase() === name,
  )?.[1] ?? '';

/** A response as much as the API base and `downloadFromApi` read of one. */
function fakeResponse({ status, body, ...raw }: FakeAnswer) {
  const text = raw.text ?? (body === undefined ? '' : JSON.stringify(body));
  const contentType =
    raw.contentType ?? (raw.text === undefined && body !== undefined ? 'application/json' : '');
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null),
    },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    blob: () => Promise.resolve(new Blob([text], { type: contentType })),
  };
}

/**
 * Replaces `window.fetch` (the network's edge) with a fake server answering `answer` (which may
 * hold its answer back by answering a promise); returns what was asked of it, in order. For the
 * remotes' API bases written on `fetch(url, init)` itself: plain response objects, no undici
 * (nothing left open when the suite ends).
 */
export function fakeServer(
  answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      ...(headerOf(init.headers, 'authorization') !== '' && {
        authorization: headerOf(init.headers, 'authorization'),
      }),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    return Promise.resolve(answer(request)).then(fakeResponse);
  });
  Object.assign(window, { fetch: fetchMock });
  return requests;
}
