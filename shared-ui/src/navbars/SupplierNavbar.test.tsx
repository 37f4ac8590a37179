import { screen } from '@testing-library/react';
import { createFakePlatform, expectedNavbar, readNavbar, renderWithProviders } from '../testUtils';
import { SUPPLIER_MENU } from './roleMenus';
import { SupplierNavbar } from './SupplierNavbar';

describe('SupplierNavbar', () => {
  it('shows exactly the spec’s entries and paths', async () => {
    const { user } = renderWithProviders(<SupplierNavbar />, {
      platform: createFakePlatform(),
      route: '/supplier/dashboard',
    });
    expect(await readNavbar(user, 'Account')).toEqual(expectedNavbar(SUPPLIER_MENU));
  });

  it('signs out with Log out', async () => {
    const platform = createFakePlatform();
    const { user } = renderWithProviders(<SupplierNavbar />, {
      platform,
      route: '/supplier/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(platform.signOut).toHaveBeenCalledTimes(1);
  });
});
