import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { ROUTES } from '../core';
import { STARTER_LIMIT_TEXTS, StarterLimitBanner, starterAllowanceUsage } from './StarterLimit';

describe('starterAllowanceUsage', () => {
  it.each([
    [{ allowance: 'application', used: 0, limit: 1 }, '0 of 1 application used this month'],
    [{ allowance: 'application', used: 1, limit: 1 }, '1 of 1 application used this month'],
    [{ allowance: 'request-reply', used: 1, limit: 2 }, '1 of 2 project replies used this month'],
    [{ allowance: 'job-post', used: 3, limit: null }, '3 job posts this month (unlimited on Pro)'],
    [
      { allowance: 'new-contact', used: 1, limit: null },
      '1 new contact this month (unlimited on Pro)',
    ],
  ] as const)('%o reads "%s"', (allowance, text) => {
    expect(starterAllowanceUsage(allowance)).toBe(text);
  });
});

describe('StarterLimitBanner', () => {
  it('shows the refusal and links to the role’s subscription page', () => {
    renderWithProviders(
      <StarterLimitBanner audience="client" message="You have used your 1 job post." />,
      { route: ROUTES.client.postJob },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(STARTER_LIMIT_TEXTS.title);
    expect(screen.getByText('You have used your 1 job post.')).toBeVisible();
    expect(screen.getByRole('link', { name: STARTER_LIMIT_TEXTS.upgrade })).toHaveAttribute(
      'href',
      ROUTES.client.subscription,
    );
  });
});
