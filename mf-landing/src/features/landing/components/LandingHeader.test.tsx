import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NAV_SECTIONS } from '../../../content/landing';
import type { UserEvent } from '@testing-library/user-event';
import { renderInArea } from '../../../test/render';
import { HEADER_TEXTS } from '../model/texts';
import { LandingHeader } from './LandingHeader';

// Where each section sits on the page, in document pixels. jsdom has no layout: the tests give
// the sections these positions and move the page by setting scrollY.
const LAYOUT: Record<string, { top: number; height: number }> = {
  home: { top: 0, height: 700 },
  freelancers: { top: 700, height: 800 },
  suppliers: { top: 1500, height: 800 },
  marketplace: { top: 2300, height: 900 },
  jobs: { top: 3200, height: 700 },
  pricing: { top: 3900, height: 800 },
  'plm-section': { top: 4700, height: 700 },
};
const PAGE_HEIGHT = 6000;
const VIEWPORT_HEIGHT = 800;

let scrollY = 0;

function Page() {
  return (
    <>
      <LandingHeader />
      <main>
        {NAV_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} tabIndex={-1} aria-label={section.label} />
        ))}
      </main>
    </>
  );
}

function givePagePositions() {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT_HEIGHT });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: PAGE_HEIGHT,
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const box = LAYOUT[this.id] ?? { top: 0, height: 0 };
    return DOMRect.fromRect({ x: 0, y: box.top - scrollY, width: 1000, height: box.height });
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return LAYOUT[this.id]?.height ?? 0;
  });
}

function scrollPageTo(y: number) {
  scrollY = y;
  act(() => {
    fireEvent.scroll(window);
  });
}

const mainNav = () => screen.getByRole('navigation', { name: HEADER_TEXTS.navLabel });
const menuButton = () => within(mainNav()).getByRole('button', { name: HEADER_TEXTS.menu });
const menuPanel = () => {
  const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (panel === null) throw new Error('The menu button controls no element');
  return panel;
};

// jsdom applies no media queries, so the header is in its small-screen layout here: the section
// links and Sign In are in the menu. (The wide layout is covered by e2e/landing.spec.ts.)
async function openMenu(user: UserEvent) {
  if (menuButton().getAttribute('aria-expanded') !== 'true') await user.click(menuButton());
  return menuPanel();
}

beforeEach(givePagePositions);

describe('LandingHeader', () => {
  it('links to every section in order, with Sign In and GET STARTED', async () => {
    const { user } = renderInArea(<Page />);
    expect(within(mainNav()).getByRole('link', { name: 'GET STARTED' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const panel = await openMenu(user);
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ...NAV_SECTIONS.map((section) => [section.label, `#${section.id}`]),
      ['Sign In', '/login'],
    ]);
  });

  it('shows the logo, or the brand name when the logo fails to load', () => {
    renderInArea(<Page />);
    const logo = within(mainNav()).getByRole('img', { name: 'Atelier' });
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
    fireEvent.error(logo);
    expect(within(mainNav()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Atelier' })).toHaveTextContent('Atelier');
  });

  it.each([
    ['Freelancers', 700, 620],
    ['Clients/Brands', 2300, 2220],
    ['PLM', 4700, 4620],
    ['Home', 0, 0],
  ])('scrolls smoothly to %s, 80px above its top (%p → %p)', async (label, _, target) => {
    const { user } = renderInArea(<Page />);
    await user.click(within(await openMenu(user)).getByRole('link', { name: label }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: target, behavior: 'smooth' });
    expect(window.location.pathname).toBe('/');
  });

  it('scrolls from wherever the page is, and moves focus to the section', async () => {
    const { user } = renderInArea(<Page />);
    scrollPageTo(3000);
    await user.click(within(await openMenu(user)).getByRole('link', { name: 'Pricing' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 3820, behavior: 'smooth' });
    expect(screen.getByRole('region', { name: 'Pricing' })).toHaveFocus();
  });

  it('does not animate for visitors who asked for reduced motion', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    const { user } = renderInArea(<Page />);
    await user.click(within(await openMenu(user)).getByRole('link', { name: 'Jobs' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 3120, behavior: 'auto' });
    // @ts-expect-error jsdom has no matchMedia; put it back as it was.
    delete window.matchMedia;
  });

  it.each([
    [0, 'Home'],
    [599, 'Home'],
    [600, 'Freelancers'],
    [2220, 'Clients/Brands'],
    [3100, 'Jobs'],
    [3820, 'Pricing'],
    [4620, 'PLM'],
    [PAGE_HEIGHT - VIEWPORT_HEIGHT, 'PLM'],
  ])('marks the current section as the page scrolls (scrollY %p: %s)', async (y, label) => {
    const { user } = renderInArea(<Page />);
    const panel = await openMenu(user);
    scrollPageTo(y);
    await waitFor(() => {
      expect(within(panel).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'location',
      );
    });
    const current = within(panel)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') !== null);
    expect(current).toHaveLength(1);
  });

  it('collapses the links into a menu that opens, closes, and closes after a choice', async () => {
    const { user } = renderInArea(<Page />);
    const button = menuButton();
    const panel = menuPanel();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getAllByRole('link')).toHaveLength(NAV_SECTIONS.length + 1);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(button);
    await user.click(within(panel).getByRole('link', { name: 'Suppliers' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1420, behavior: 'smooth' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('works from the keyboard: Enter opens the menu, Tab reaches its links, Escape closes it', async () => {
    const { user } = renderInArea(<Page />);
    const button = menuButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(menuPanel()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(within(menuPanel()).getByRole('link', { name: 'Freelancers' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 620, behavior: 'smooth' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Freelancers' })).toHaveFocus();
  });

  it('leads back to the landing sections from another page of the area', async () => {
    const { user } = renderInArea(<LandingHeader />, { route: '/privacy-policy' });
    const pricing = within(await openMenu(user)).getByRole('link', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('href', '/#pricing');
    expect(pricing).not.toHaveAttribute('aria-current');
    await user.click(pricing);
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#pricing');
  });
});
