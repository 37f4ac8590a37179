// The screen with its API store, auth-service faked at the network's edge: `fetch`.
import { screen, within } from '@testing-library/react';
import type { SavedSearch } from '@atelier/api-contract';
import {
  createFakePlatform,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { TEXTS } from '../model/texts';
import { SavedSearches } from './SavedSearches';

installDialogPolyfill();

/** What the API base reads of a response (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    text: () => Promise.resolve(body === null ? '' : JSON.stringify(body)),
  }) as Response;

const DENIM: SavedSearch = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sustainable denim',
  list: 'requests',
  query: { q: 'denim', category: 'Sustainable' },
  alert: 'off',
  createdAt: '2026-11-29T10:00:00.000Z',
};

function installServer() {
  let searches: SavedSearch[] = [DENIM];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  window.fetch = jest.fn((url: string, init?: { method?: string; body?: string }) => {
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : (JSON.parse(init.body) as unknown);
    calls.push({ method, url, body });
    if (method === 'PATCH') {
      const { alert } = body as { alert: SavedSearch['alert'] };
      searches = searches.map((search) => ({ ...search, alert }));
      return Promise.resolve(answer(200, searches[0]));
    }
    if (method === 'DELETE') {
      searches = searches.filter((search) => !url.endsWith(search.id));
      return Promise.resolve(answer(204, null));
    }
    return Promise.resolve(answer(200, { savedSearches: searches }));
  }) as unknown as typeof fetch;
  return calls;
}

const renderScreen = () =>
  renderWithProviders(
    <StoreProvider>
      <SavedSearches />
    </StoreProvider>,
    { platform: createFakePlatform(), route: '/supplier/saved-searches' },
  );

describe('SavedSearches', () => {
  it('lists a search with its filters and Run, changes its alert, and deletes it after confirming', async () => {
    const calls = installServer();
    const { user } = renderScreen();
    const card = await screen.findByRole('article', { name: DENIM.name });
    expect(card).toHaveTextContent('Search: denim · Category: Sustainable');
    expect(within(card).getByRole('link', { name: TEXTS.runLabel(DENIM.name) })).toHaveAttribute(
      'href',
      '/supplier/requests?q=denim&category=Sustainable',
    );

    await user.selectOptions(within(card).getByLabelText(TEXTS.alert(DENIM.name)), 'daily');
    expect(await screen.findByText(TEXTS.alertSaved(DENIM.name))).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: expect.stringContaining(`/saved-searches/${DENIM.id}`) as string,
      body: { alert: 'daily' },
    });
    expect(within(card).getByLabelText(TEXTS.alert(DENIM.name))).toHaveValue('daily');

    // Delete asks first: cancelling keeps it.
    await user.click(within(card).getByRole('button', { name: TEXTS.deleteLabel(DENIM.name) }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(TEXTS.deleteConfirm(DENIM.name));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: TEXTS.deleteLabel(DENIM.name) }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: TEXTS.delete }),
    );
    expect(await screen.findByText(TEXTS.emptyTitle)).toBeVisible();
    expect(screen.getByText(TEXTS.deleted(DENIM.name))).toBeVisible();
  });
});
