import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import { MARKETPLACE, PRICING } from '../content/landing';
import { DASHBOARD_PREVIEW_TEXTS } from '../features/landing/model/texts';
import { fakeApi, never } from '../test/fakeApi';
import { App } from './App';
import { makeStore } from './store';

// The sections below the hero are a lazy chunk: the first load of its modules takes a moment,
// longer on a loaded machine (5 s was seen short at a load average of 20); this is no speed test.
const LAZY = { timeout: 20_000 };
jest.setTimeout(30_000);

// The area as the shell mounts it: its own router over the page's address.
function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AtelierThemeProvider>
      <App />
    </AtelierThemeProvider>,
  );
}

// The whole page renders in each test: on the 2-core machine the first one takes seconds.
jest.setTimeout(20_000);

// Loading (and transpiling) the lazy modules once up front keeps each test's own time honest.
beforeAll(async () => {
  await import('./LandingBelowHero');
}, 30_000);

describe('the landing area', () => {
  it('shows the hero at once, before any answer from the plan catalogue', async () => {
    const api = fakeApi({ 'GET /api/plans': never });
    renderApp('/');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Where fashion talent, brands and suppliers meet',
      }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'GET STARTED' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
    // The sections below the hero follow after the first paint; pricing is still loading.
    // (Role queries over the whole page are slow in jsdom: wait on text, then look within.)
    await screen.findByText(PRICING.title, {}, LAZY);
    const pricing = document.getElementById('pricing');
    expect(pricing).toHaveAccessibleName(PRICING.title);
    expect(within(pricing!).getByRole('status')).toHaveTextContent('Loading plans...');
    await waitFor(() => expect(api.requests).toHaveLength(1));
  });

  it('has every section, in the order of the header', async () => {
    fakeApi({ 'GET /api/plans': never });
    renderApp('/');
    await screen.findByRole('contentinfo', {}, LAZY);
    const ids = Array.from(document.querySelectorAll('main > section')).map(
      (section) => section.id,
    );
    expect(ids).toEqual([
      'home',
      'freelancers',
      'suppliers',
      'marketplace',
      'jobs',
      'pricing',
      'plm-section',
    ]);
  });

  it('leads every call to action of the hero, the resources and the jobs to sign-up', async () => {
    fakeApi({ 'GET /api/plans': never });
    renderApp('/');
    const hero = screen.getByRole('region', {
      name: 'Where fashion talent, brands and suppliers meet',
    });
    const heroLinks = within(hero).getAllByRole('link');
    expect(heroLinks).toHaveLength(3);
    for (const link of heroLinks) expect(link).toHaveAttribute('href', '/signup');
    // The dashboard previews' links, hidden below the medium breakpoint (jsdom has no width:
    // e2e/freelancer-dashboard.spec.ts checks both sizes).
    // (Hidden, it has no accessible name in jsdom: found by its label.)
    const previews = hero.querySelector(`nav[aria-label="${DASHBOARD_PREVIEW_TEXTS.label}"]`);
    if (!(previews instanceof HTMLElement)) throw new Error('no links to the dashboard previews');
    expect(
      within(previews)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/freelancer-dashboard-preview',
      '/client-dashboard-preview',
      '/supplier-dashboard-preview',
    ]);

    // The footer comes once every section is on the page.
    await screen.findByRole('contentinfo', {}, LAZY);
    const resources = document.getElementById('marketplace')!;
    expect(resources).toHaveAccessibleName(MARKETPLACE.title);
    expect(within(resources).getAllByRole('listitem')).toHaveLength(4);
    for (const name of ['Preview', 'Buy Now']) {
      const links = within(resources).getAllByRole('link', { name });
      expect(links).toHaveLength(4);
      for (const link of links) expect(link).toHaveAttribute('href', '/signup');
    }
    for (const price of ['$29', '$39', '$15', '$19']) {
      expect(within(resources).getByText(price)).toBeVisible();
    }

    const jobs = document.getElementById('jobs')!;
    expect(jobs).toHaveAccessibleName('Featured jobs');
    const apply = within(jobs).getAllByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveLength(3);
    for (const link of apply) expect(link).toHaveAttribute('href', '/signup');
    expect(within(jobs).getAllByText('Urgent')).toHaveLength(1);
    expect(within(jobs).getByRole('link', { name: 'View All Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  });

  it('has the footer columns, contact, Stay Updated and legal links', async () => {
    fakeApi({ 'GET /api/plans': never });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo', {}, LAZY);
    for (const column of ['Platform', 'Resources', 'Company', 'Contact']) {
      expect(within(footer).getByRole('heading', { name: column })).toBeVisible();
    }
    expect(within(footer).getByRole('region', { name: 'Stay Updated' })).toBeVisible();
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/cookie-policy']);
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
  ])('shows %s with the header and footer', async (path, title) => {
    fakeApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LAZY)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, LAZY)).toBeInTheDocument();
  });

  it('opens another legal page at its top', async () => {
    fakeApi({ 'GET /api/plans': never });
    renderApp('/privacy-policy');
    const footer = await screen.findByRole('contentinfo', {}, LAZY);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, LAZY);
    await userEvent.setup().click(within(footer).getByRole('link', { name: 'Cookie Policy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' }, LAZY),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/cookie-policy');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('makes a store of its own for each mount', () => {
    expect(makeStore()).not.toBe(makeStore());
  });
});
