import { screen } from '@testing-library/react';
import { DASHBOARD_PREVIEW_TEXTS, ROUTES } from '@atelier/shared-ui';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import { CLIENT_DEMO_COMPANY } from '../model/demoFigures';
import { APPLICATION_STATUS_ACTIONS, CLIENT_DASHBOARD_TEXTS } from '../model/texts';
import { ClientDashboardView } from './ClientDashboard';
import { ClientDashboardPreview } from './ClientDashboardPreview';

describe('ClientDashboardView', () => {
  it('shows the free badge and Upgrade Now when not subscribed', () => {
    renderWithProviders(<ClientDashboardView isPremium={false} company={null} />, { route: '/' });
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.free)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CLIENT_DASHBOARD_TEXTS.upgradeNow })).toHaveAttribute(
      'href',
      ROUTES.client.subscription,
    );
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.companyEmpty)).toBeVisible();
  });

  it('shows the premium badge and no Upgrade Now when subscribed', () => {
    renderWithProviders(<ClientDashboardView isPremium company={CLIENT_DEMO_COMPANY} />, {
      route: '/',
    });
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.premium)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: CLIENT_DASHBOARD_TEXTS.upgradeNow }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(CLIENT_DEMO_COMPANY.name)).toBeVisible();
  });

  it('links the quick actions to the client screens', () => {
    renderWithProviders(<ClientDashboardView isPremium={false} company={null} />, { route: '/' });
    expect(
      screen.getByRole('link', { name: CLIENT_DASHBOARD_TEXTS.quickActions.postJob }),
    ).toHaveAttribute('href', ROUTES.client.postJob);
    expect(
      screen.getByRole('link', { name: CLIENT_DASHBOARD_TEXTS.quickActions.explore }),
    ).toHaveAttribute('href', ROUTES.explore);
  });
});

describe('ClientDashboardPreview', () => {
  it('is the same dashboard with demo figures, every action leading to sign-up', () => {
    renderWithProviders(<ClientDashboardPreview />, { route: '/' });
    expect(screen.getByText(DASHBOARD_PREVIEW_TEXTS.badge)).toBeVisible();
    expect(screen.getByRole('heading', { name: CLIENT_DASHBOARD_TEXTS.title })).toBeVisible();
    for (const action of Object.values(APPLICATION_STATUS_ACTIONS)) {
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', ROUTES.signup);
    }
    expect(
      screen.getByRole('link', { name: CLIENT_DASHBOARD_TEXTS.quickActions.postJob }),
    ).toHaveAttribute('href', ROUTES.signup);
    expect(
      screen.getByRole('link', { name: DASHBOARD_PREVIEW_TEXTS.roles.client.signUp }),
    ).toHaveAttribute('href', ROUTES.signup);
  });
});
