import { screen, within } from '@testing-library/react';
import { DASHBOARD_PREVIEW_TEXTS, ROUTES, portfolioPath } from '@atelier/shared-ui';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import type { ClientDashboard } from '@atelier/api-contract';
import { CLIENT_DEMO_CARDS, CLIENT_DEMO_COMPANY } from '../model/demoFigures';
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

describe('ClientDashboardView cards', () => {
  const empty: ClientDashboard = {
    recommendedProfiles: [],
    openJobs: 0,
    applications: {
      counts: { new: 0, reviewing: 0, shortlisted: 0, interviewed: 0, hired: 0, rejected: 0 },
      total: 0,
      recent: [],
    },
    analytics: { activeListings: 0, listingViews: 0, responses: 0, hires: 0 },
  };

  it('shows the recommended profiles with their score and job, linked to their profiles', () => {
    renderWithProviders(
      <ClientDashboardView isPremium={false} company={null} cards={CLIENT_DEMO_CARDS} />,
      { route: '/' },
    );
    const list = screen.getByRole('list', { name: CLIENT_DASHBOARD_TEXTS.recommendedTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Sofia Martinez' })).toHaveAttribute(
      'href',
      portfolioPath('demo-1'),
    );
    expect(within(list).getByText(CLIENT_DASHBOARD_TEXTS.matchScore(96))).toBeVisible();
  });

  it('counts the applications by status and links each latest one to its screen', () => {
    renderWithProviders(
      <ClientDashboardView isPremium={false} company={null} cards={CLIENT_DEMO_CARDS} />,
      { route: '/' },
    );
    const counts = screen.getByLabelText(CLIENT_DASHBOARD_TEXTS.applicationsByStatus);
    expect(within(counts).getByText('New Application').nextSibling).toHaveTextContent('4');
    const latest = screen.getByRole('list', { name: CLIENT_DASHBOARD_TEXTS.recentApplications });
    expect(within(latest).getByRole('link', { name: 'See Quote' })).toHaveAttribute(
      'href',
      ROUTES.client.supplierApplications,
    );
    expect(within(latest).getByRole('link', { name: 'Review Profile' })).toHaveAttribute(
      'href',
      ROUTES.client.freelancerApplications,
    );
    expect(screen.getByText('1,248')).toBeVisible();
  });

  it('says what to do when there is nothing yet', () => {
    renderWithProviders(<ClientDashboardView isPremium company={null} cards={empty} />, {
      route: '/',
    });
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.recommendedNoJobs)).toBeVisible();
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.applicationsEmpty)).toBeVisible();
  });

  it('offers Retry when the cards could not be loaded', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <ClientDashboardView isPremium company={null} onRetry={onRetry} />,
      { route: '/' },
    );
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.loadError)).toBeVisible();
    await user.click(screen.getByRole('button', { name: CLIENT_DASHBOARD_TEXTS.retry }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('ClientDashboardPreview', () => {
  it('is the same dashboard with demo figures, every action leading to sign-up', () => {
    renderWithProviders(<ClientDashboardPreview />, { route: '/' });
    expect(screen.getByText(DASHBOARD_PREVIEW_TEXTS.badge)).toBeVisible();
    expect(screen.getByRole('heading', { name: CLIENT_DASHBOARD_TEXTS.title })).toBeVisible();
    for (const application of CLIENT_DEMO_CARDS.applications.recent) {
      expect(
        screen.getByRole('link', { name: APPLICATION_STATUS_ACTIONS[application.status] }),
      ).toHaveAttribute('href', ROUTES.signup);
    }
    for (const profile of CLIENT_DEMO_CARDS.recommendedProfiles) {
      expect(screen.getByRole('link', { name: profile.fullName })).toHaveAttribute(
        'href',
        ROUTES.signup,
      );
    }
    expect(
      screen.getByRole('link', { name: CLIENT_DASHBOARD_TEXTS.quickActions.postJob }),
    ).toHaveAttribute('href', ROUTES.signup);
    expect(
      screen.getByRole('link', { name: DASHBOARD_PREVIEW_TEXTS.roles.client.signUp }),
    ).toHaveAttribute('href', ROUTES.signup);
  });
});
