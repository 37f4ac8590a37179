import { screen } from '@testing-library/react';
import { createFakePlatform, expectedNavbar, readNavbar, renderWithProviders } from '../testUtils';
import { FreelancerNavbar } from './FreelancerNavbar';
import { freelancerMenu } from './roleMenus';

const platform = () =>
  createFakePlatform({
    status: 'signedIn',
    profile: { id: 'u1', email: 'ada@example.com', fullName: 'Ada Lovelace', role: 'freelancer' },
    isPremium: true,
  });

describe('FreelancerNavbar', () => {
  it('shows exactly the spec’s entries and paths, with the username in View Public Profile', async () => {
    const { user } = renderWithProviders(<FreelancerNavbar username="ada" />, {
      platform: platform(),
      route: '/freelancer/dashboard',
    });
    const rendered = await readNavbar(user, 'Ada Lovelace');
    expect(rendered).toEqual(expectedNavbar(freelancerMenu('ada')));
    expect(rendered.primary[0]).toEqual([
      'Portfolio',
      [
        ['Manage Portfolio', '/freelancer/portfolio'],
        ['View Public Profile', '/portfolio/ada'],
      ],
    ]);
  });

  it('links the brand to the freelancer dashboard', () => {
    renderWithProviders(<FreelancerNavbar username="ada" />, {
      platform: platform(),
      route: '/jobs',
    });
    expect(screen.getByRole('link', { name: 'Atelier' })).toHaveAttribute(
      'href',
      '/freelancer/dashboard',
    );
  });

  it('signs out with Log out', async () => {
    const fake = platform();
    const { user } = renderWithProviders(<FreelancerNavbar username="ada" />, {
      platform: fake,
      route: '/freelancer/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(fake.signOut).toHaveBeenCalledTimes(1);
  });
});
