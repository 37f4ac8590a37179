import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderInArea } from '../../../test/render';
import { CookiePolicy } from './CookiePolicy';
import { PrivacyPolicy } from './PrivacyPolicy';
import { TermsOfService } from './TermsOfService';

const pages: [string, ComponentType, string][] = [
  ['Privacy Policy', PrivacyPolicy, '/privacy-policy'],
  ['Terms of Service', TermsOfService, '/terms-of-service'],
  ['Cookie Policy', CookiePolicy, '/cookie-policy'],
];

describe.each(pages)('%s', (title, Page, path) => {
  it('is a titled, dated document that links to the other two', () => {
    renderInArea(<Page />, { route: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(/^Last updated:/)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    const others = pages.filter(([other]) => other !== title);
    for (const [other, , otherPath] of others) {
      expect(screen.getAllByRole('link', { name: other })[0]).toHaveAttribute('href', otherPath);
    }
    expect(document.body).not.toHaveTextContent(/lorem ipsum/i);
  });
});

describe('the Privacy Policy', () => {
  it('says what is stored where, who else handles it, and how to have it deleted', () => {
    renderInArea(<PrivacyPolicy />, { route: '/privacy-policy' });
    const stored = screen.getByRole('table', { name: 'The data Atelier keeps, by system' });
    expect(stored).toHaveTextContent('Keycloak');
    expect(stored).toHaveTextContent('PostgreSQL');
    expect(stored).toHaveTextContent('Stripe');
    expect(stored).toHaveTextContent(/waitlist/i);
    expect(stored).toHaveTextContent(/subscription/i);
    expect(stored).toHaveTextContent(/order/i);
    const deletion = screen.getByRole('heading', { name: /deleted/ });
    expect(deletion).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'privacy@atelier.test' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@atelier.test',
    );
  });
});

describe('the Cookie Policy', () => {
  it("lists Keycloak's session cookies under /auth and the favourites kept in local storage", () => {
    renderInArea(<CookiePolicy />, { route: '/cookie-policy' });
    const cookies = screen.getByRole('table', { name: /path \/auth/ });
    const names = within(cookies)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['KEYCLOAK_SESSION', 'KEYCLOAK_IDENTITY', 'AUTH_SESSION_ID']),
    );
    expect(screen.getByText('Marketplace favourites and saved jobs')).toBeVisible();
    expect(document.body).toHaveTextContent(/local storage/);
    expect(document.body).toHaveTextContent(/no advertising, analytics or tracking cookies/);
  });
});

describe('the Terms of Service', () => {
  it('states the Pro prices and how cancelling works', () => {
    renderInArea(<TermsOfService />, { route: '/terms-of-service' });
    const prices = screen.getByRole('table', { name: 'Pro plan prices' });
    expect(prices).toHaveTextContent('$5.99 per month');
    expect(prices).toHaveTextContent('$8.99 per month');
    expect(prices).toHaveTextContent('$15.99 per month');
    expect(document.body).toHaveTextContent(/cancel at any time/i);
  });
});
