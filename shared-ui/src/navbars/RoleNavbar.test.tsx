import { screen, waitFor, within } from '@testing-library/react';
import { createFakePlatform, renderWithProviders } from '../testUtils';
import { RoleNavbar } from './RoleNavbar';
import { CLIENT_MENU } from './roleMenus';

function renderClientNavbar(platform = createFakePlatform()) {
  return {
    platform,
    ...renderWithProviders(<RoleNavbar menu={CLIENT_MENU} />, {
      platform,
      route: '/client/dashboard',
    }),
  };
}

const mobilePanel = () => {
  const button = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel === null) throw new Error('The menu button controls no element');
  return panel;
};

describe('RoleNavbar', () => {
  it('toggles the mobile menu', async () => {
    const { user } = renderClientNavbar();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(mobilePanel()).not.toBeVisible();
    await user.click(menuButton);
    expect(within(mobilePanel()).getByRole('link', { name: 'Talent & Suppliers' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await user.click(menuButton);
    expect(mobilePanel()).not.toBeVisible();
  });

  it('closes a dropdown on any outside click', async () => {
    const { user } = renderClientNavbar();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(mobilePanel()).getByRole('button', { name: 'Jobs & Requests' }));
    expect(screen.getByRole('menu', { name: 'Jobs & Requests' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes the account menu on any outside click', async () => {
    const { user } = renderClientNavbar();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Atelier' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('names the account menu after the signed-in user', () => {
    renderClientNavbar(
      createFakePlatform({
        status: 'signedIn',
        profile: { id: 'c1', email: 'brand@example.com', fullName: 'Maison Verte', role: 'client' },
        isPremium: false,
      }),
    );
    expect(screen.getByRole('button', { name: 'Maison Verte' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('only logs a failed sign-out', async () => {
    const platform = createFakePlatform();
    const failure = new Error('network down');
    platform.signOut.mockRejectedValueOnce(failure);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderClientNavbar(platform);

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(platform.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Sign-out failed', failure));
    consoleError.mockRestore();
  });
});
