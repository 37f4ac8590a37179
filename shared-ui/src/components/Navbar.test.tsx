import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Navbar, NavbarLink } from './Navbar';

function renderNavbar(props: { logoSrc?: string } = {}) {
  return renderWithProviders(
    <Navbar logoSrc={props.logoSrc} actions={<button type="button">Account</button>}>
      <NavbarLink to="/jobs">Jobs</NavbarLink>
      <NavbarLink to="/marketplace-full">Marketplace</NavbarLink>
    </Navbar>,
    { route: '/jobs' },
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

const mobilePanel = () => {
  const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (panel === null) throw new Error('The menu button controls no element');
  return panel;
};

// jsdom does not evaluate media queries, so it renders the small-screen layout: the inline links
// (shown from md up) count as hidden and the menu button is how a user reaches the links.
describe('Navbar', () => {
  it('is a navigation landmark with the brand, the actions and a menu button', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Atelier' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Account' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  it('renders the links inline for md and wider screens', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const inline = within(nav).getAllByRole('link', { hidden: true });
    expect(inline.map((link) => link.textContent)).toEqual(['Atelier', 'Jobs', 'Marketplace']);
  });

  it('marks the link of the current page', async () => {
    const { user } = renderNavbar();
    await user.click(menuButton());
    const panel = mobilePanel();
    expect(within(panel).getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(panel).getByRole('link', { name: 'Marketplace' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('toggles the small-screen menu with its button', async () => {
    const { user } = renderNavbar();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const panel = mobilePanel();
    expect(panel).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(panel).toBeEmptyDOMElement();
  });

  it('closes the small-screen menu when the page changes', async () => {
    const { user } = renderNavbar();
    await user.click(menuButton());
    await user.click(within(mobilePanel()).getByRole('link', { name: 'Marketplace' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the logo, and the text brand name when it fails to load', () => {
    renderNavbar({ logoSrc: '/logo.svg' });
    const logo = screen.getByRole('img', { name: 'Atelier' });
    expect(logo).toHaveAttribute('src', '/logo.svg');

    fireEvent.error(logo);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atelier' })).toHaveTextContent('Atelier');
  });
});
