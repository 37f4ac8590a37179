import { screen } from '@testing-library/react';
import type { UserProfile } from '../core';
import { createFakePlatform, renderWithProviders } from '../testUtils';
import { AccountMenu } from './AccountMenu';
import { ADMIN_MENU, ownMenuOf, usernameOf } from './roleMenus';

const signedInAs = (profile: UserProfile) =>
  createFakePlatform({ status: 'signedIn', profile, isPremium: false });

const CLIENT: UserProfile = {
  id: 'c1',
  email: 'brand@example.com',
  fullName: 'Maison Verte',
  role: 'client',
};

describe('AccountMenu', () => {
  it("shows the signed-in user's own account links, then Log out, which signs out", async () => {
    const platform = signedInAs(CLIENT);
    const { user } = renderWithProviders(<AccountMenu />, { platform, route: '/jobs' });
    await user.click(screen.getByRole('button', { name: 'Maison Verte' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Dashboard',
      'Company Profile',
      'Team Members',
      'Purchases',
      'PLM',
      'Settings',
      'Log out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(platform.signOut).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard on its first entry', async () => {
    const { user } = renderWithProviders(<AccountMenu />, {
      platform: signedInAs({ ...CLIENT, role: 'admin', fullName: 'Ops' }),
      route: '/',
    });
    screen.getByRole('button', { name: 'Ops' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });
});

describe('the signed-in user’s own menu', () => {
  it.each([
    ['freelancer', '/freelancer/dashboard'],
    ['client', '/client/dashboard'],
    ['supplier', '/supplier/dashboard'],
    ['admin', '/admin/dashboard'],
    [null, '/onboarding/select-role'],
  ] as const)('a %s starts at %s', (role, home) => {
    expect(ownMenuOf({ ...CLIENT, role }).home).toBe(home);
  });

  it("names the freelancer by the chosen username, else the email's local part, else by id", () => {
    expect(usernameOf({ email: 'ada@example.com', id: 'f1', username: 'ada-l' })).toBe('ada-l');
    expect(usernameOf({ email: 'ada@example.com', id: 'f1' })).toBe('ada');
    expect(usernameOf({ email: '@example.com', id: 'f1' })).toBe('f1');
  });

  it('gives the admin the public areas and the dashboard', () => {
    expect(ADMIN_MENU.primary.map((entry) => entry.label)).toEqual(['Marketplace', 'Jobs']);
    expect(ADMIN_MENU.account.map((entry) => [entry.label, entry.path])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Purchases', '/marketplace/purchases'],
    ]);
  });
});
