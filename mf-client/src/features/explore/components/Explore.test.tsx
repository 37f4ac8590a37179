import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { DirectoryEntry, DirectoryPage } from '@atelier/api-contract';
import {
  AtelierThemeProvider,
  PlatformProvider,
  ROUTES,
  conversationPath,
  supplierProfilePath,
} from '@atelier/shared-ui';
import { createFakePlatform, fakeServer } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { EXPLORE_TEXTS as T } from '../model/texts';
import { Explore } from './Explore';

const entry = (overrides: Partial<DirectoryEntry>): DirectoryEntry => ({
  userId: 'de300000-0000-4000-8000-000000000001',
  username: 'sofia',
  role: 'freelancer',
  fullName: 'Sofia Marin',
  profession: 'Swimwear Designer',
  location: 'Barcelona',
  availability: 'available',
  categories: ['Swimwear Design'],
  skills: [],
  photoUrl: null,
  isPro: true,
  verified: false,
  ...overrides,
});
const page = (profiles: DirectoryEntry[]): DirectoryPage => ({
  profiles,
  total: profiles.length,
  page: 1,
  pageSize: 12,
  totalPages: 1,
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderExplore(path: string = ROUTES.explore) {
  render(
    <AtelierThemeProvider>
      <PlatformProvider platform={createFakePlatform()}>
        <MemoryRouter initialEntries={[path]}>
          <StoreProvider>
            <Routes>
              <Route
                path={ROUTES.explore}
                element={
                  <>
                    <Explore />
                    <Address />
                  </>
                }
              />
            </Routes>
          </StoreProvider>
        </MemoryRouter>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return userEvent.setup();
}

describe('Explore', () => {
  it('lists profiles with the PRO and Verified Supplier badges, linking to their pages', async () => {
    fakeServer(() => ({
      status: 200,
      body: page([
        entry({}),
        entry({
          userId: 'de300000-0000-4000-8000-000000000003',
          username: '',
          role: 'supplier',
          fullName: 'Porto Mills',
          profession: 'Knit Manufacturer',
          verified: true,
        }),
        // Pro, not (yet) verified by an admin: PRO, never Verified Supplier (issue 43).
        entry({
          userId: 'de300000-0000-4000-8000-000000000004',
          username: '',
          role: 'supplier',
          fullName: 'Braga Weaves',
          profession: 'Weaver',
        }),
      ]),
    }));
    renderExplore();
    const sofia = await screen.findByRole('article', { name: 'Sofia Marin' });
    expect(within(sofia).getByText(T.pro)).toBeInTheDocument();
    expect(within(sofia).getByRole('link', { name: 'Sofia Marin' })).toHaveAttribute(
      'href',
      '/portfolio/sofia',
    );
    const mills = screen.getByRole('article', { name: 'Porto Mills' });
    expect(within(mills).getByText(T.verifiedSupplier)).toBeInTheDocument();
    const braga = screen.getByRole('article', { name: 'Braga Weaves' });
    expect(within(braga).getByText(T.pro)).toBeInTheDocument();
    expect(within(braga).queryByText(T.verifiedSupplier)).not.toBeInTheDocument();
    // A supplier's name opens their public page (issue 43); Send Message a conversation.
    expect(within(mills).getByRole('link', { name: 'Porto Mills' })).toHaveAttribute(
      'href',
      supplierProfilePath('de300000-0000-4000-8000-000000000003'),
    );
    expect(within(mills).getByRole('link', { name: T.sendMessage })).toHaveAttribute(
      'href',
      conversationPath('client', 'de300000-0000-4000-8000-000000000003'),
    );
  });

  it('sends the search and filters to the API and keeps them in the address', async () => {
    const requests = fakeServer(() => ({ status: 200, body: page([]) }));
    const user = renderExplore('/explore?page=2');
    await user.type(await screen.findByRole('searchbox', { name: T.search }), 'swim');
    await user.selectOptions(screen.getByLabelText(T.role), 'freelancer');
    await user.selectOptions(screen.getByLabelText(T.category), 'Denim');
    await user.selectOptions(screen.getByLabelText(T.availability), 'available');
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '?q=swim&role=freelancer&category=Denim&availability=available',
    );
    expect(requests.at(-1)?.url).toBe(
      '/api/directory?q=swim&role=freelancer&category=Denim&availability=available',
    );
    await user.click(screen.getByRole('button', { name: T.clear }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^$/);
  });
});
