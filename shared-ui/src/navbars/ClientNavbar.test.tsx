import { screen } from '@testing-library/react';
import { createFakePlatform, expectedNavbar, readNavbar, renderWithProviders } from '../testUtils';
import { ClientNavbar } from './ClientNavbar';
import { CLIENT_MENU } from './roleMenus';

describe('ClientNavbar', () => {
  it('shows exactly the spec’s entries and paths', async () => {
    const { user } = renderWithProviders(<ClientNavbar />, {
      platform: createFakePlatform(),
      route: '/client/dashboard',
    });
    expect(await readNavbar(user, 'Account')).toEqual(expectedNavbar(CLIENT_MENU));
  });

  it('signs out with Log out', async () => {
    const platform = createFakePlatform();
    const { user } = renderWithProviders(<ClientNavbar />, {
      platform,
      route: '/client/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(platform.signOut).toHaveBeenCalledTimes(1);
  });
});
