import { screen, within } from '@testing-library/react';
import { SIGNED_IN, renderApp } from '../testing/renderApp';
import { PUBLIC_HEADER_TEXTS } from './PublicHeader';

const header = () => screen.getByRole('navigation', { name: PUBLIC_HEADER_TEXTS.navigation });

describe('PublicHeader', () => {
  it.each(['/marketplace-full', '/jobs'])(
    'on %s offers a signed-in user their dashboard and account menu with Log out',
    async (path) => {
      const { user, platform } = renderApp(path, { session: SIGNED_IN });
      // In the bar from md up, in the menu below it (jsdom applies no media queries).
      const dashboardLinks = within(header()).getAllByText('Dashboard');
      expect(dashboardLinks.length).toBeGreaterThan(0);
      for (const link of dashboardLinks) {
        expect(link.closest('a')).toHaveAttribute('href', '/freelancer/dashboard');
      }
      expect(within(header()).queryByText(PUBLIC_HEADER_TEXTS.signIn)).toBeNull();
      // jsdom applies no media queries: the header is as on a small screen, the menu in the panel.
      await user.click(within(header()).getByRole('button', { name: 'Menu' }));
      await user.click(within(header()).getByRole('button', { name: 'Ada Lovelace' }));
      await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
      expect(platform.signOut).toHaveBeenCalledTimes(1);
    },
  );

  it('offers a signed-out visitor Sign In and no account menu', () => {
    renderApp('/jobs');
    expect(within(header()).getAllByText(PUBLIC_HEADER_TEXTS.signIn).length).toBeGreaterThan(0);
    expect(within(header()).queryByText('Dashboard')).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Account' })).toBeNull();
  });
});
