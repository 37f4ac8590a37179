import { screen, within } from '@testing-library/react';
import { SIGNED_IN, renderApp } from '../testing/renderApp';
import { PUBLIC_HEADER_TEXTS } from './PublicHeader';

const header = () => screen.getByRole('navigation', { name: PUBLIC_HEADER_TEXTS.navigation });

describe('PublicHeader', () => {
  it.each(['/marketplace-full', '/marketplace/product/p-1', '/marketplace/purchases', '/jobs'])(
    "on %s gives a signed-in user their role's header: its menu, the bell, messages, Log out",
    async (path) => {
      const { user, platform } = renderApp(path, { session: SIGNED_IN });
      const nav = header();
      expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
        'href',
        '/freelancer/notifications',
      );
      expect(within(nav).getAllByRole('link', { name: 'Messages' })[0]).toHaveAttribute(
        'href',
        '/freelancer/messages',
      );
      expect(within(nav).queryByText(PUBLIC_HEADER_TEXTS.signIn)).toBeNull();
      // jsdom applies no media queries: the header is as on a small screen, the menu in the panel.
      await user.click(within(nav).getByRole('button', { name: 'Menu' }));
      expect(within(nav).getByRole('button', { name: 'Job Offers' })).toBeVisible();
      await user.click(within(nav).getByRole('button', { name: 'Ada Lovelace' }));
      await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
      expect(platform.signOut).toHaveBeenCalledTimes(1);
    },
  );

  it('offers a signed-in user without a role the way to role selection', () => {
    renderApp('/jobs', {
      session: {
        status: 'signedIn',
        profile: { id: 'user-2', email: 'new@example.com', fullName: 'New Comer', role: null },
        isPremium: false,
      },
    });
    const dashboardLinks = within(header()).getAllByText('Dashboard');
    expect(dashboardLinks.length).toBeGreaterThan(0);
    for (const link of dashboardLinks) {
      expect(link.closest('a')).toHaveAttribute('href', '/onboarding/select-role');
    }
    expect(within(header()).queryByText(PUBLIC_HEADER_TEXTS.signIn)).toBeNull();
  });

  it('offers a signed-out visitor Sign In and no account menu', () => {
    renderApp('/jobs');
    expect(within(header()).getAllByText(PUBLIC_HEADER_TEXTS.signIn).length).toBeGreaterThan(0);
    expect(within(header()).queryByText('Dashboard')).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Account' })).toBeNull();
  });
});
