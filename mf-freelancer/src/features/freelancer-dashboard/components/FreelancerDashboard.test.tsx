import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_PREVIEW_TEXTS, ROUTES, jobPath } from '@atelier/shared-ui';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import {
  FREELANCER_DEMO_APPLICATIONS,
  FREELANCER_DEMO_COMPLETION,
  FREELANCER_DEMO_MATCHES,
  FREELANCER_DEMO_PROJECTS,
  FREELANCER_DEMO_SALES,
  FREELANCER_DEMO_VIEWS,
} from '../model/demoFigures';
import { ready, type Loadable } from '../model/loadable';
import { FREELANCER_DASHBOARD_TEXTS as TEXTS } from '../model/texts';
import { FreelancerDashboardView, type FreelancerDashboardViewProps } from './FreelancerDashboard';
import { FreelancerDashboardPreview } from './FreelancerDashboardPreview';

const loaded: FreelancerDashboardViewProps = {
  isPro: false,
  sales: ready(FREELANCER_DEMO_SALES),
  projects: ready(FREELANCER_DEMO_PROJECTS),
  applications: ready(FREELANCER_DEMO_APPLICATIONS),
  matches: ready(FREELANCER_DEMO_MATCHES),
  analytics: ready(FREELANCER_DEMO_VIEWS),
  completion: ready(FREELANCER_DEMO_COMPLETION),
};

const render = (props: Partial<FreelancerDashboardViewProps> = {}) =>
  renderWithProviders(<FreelancerDashboardView {...loaded} {...props} />, { route: '/' });

const cardOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).parentElement!;

describe('FreelancerDashboardView', () => {
  it('shows the PRO badge only when subscribed', () => {
    const { unmount } = render({ isPro: true, name: 'Ada' });
    expect(screen.getByText(TEXTS.pro)).toBeVisible();
    expect(screen.getByText(TEXTS.welcome('Ada'))).toBeVisible();
    unmount();
    render();
    expect(screen.queryByText(TEXTS.pro)).not.toBeInTheDocument();
    expect(screen.getByText(TEXTS.starter)).toBeVisible();
  });

  it('shows at most three job matches, each with its score and a link to the job', () => {
    const fourth = {
      ...FREELANCER_DEMO_MATCHES[0]!,
      job: { ...FREELANCER_DEMO_MATCHES[0]!.job, id: 'x', title: 'Fourth' },
    };
    render({ matches: ready([...FREELANCER_DEMO_MATCHES, fourth]) });
    const list = screen.getByRole('list', { name: TEXTS.matches.title });
    expect(list.children).toHaveLength(3);
    expect(within(list).getByText(TEXTS.matches.score(95))).toBeVisible();
    expect(
      within(list).getByRole('link', {
        name: TEXTS.matches.viewFor('Sustainable Swimwear Capsule'),
      }),
    ).toHaveAttribute('href', jobPath('00000000-0000-4000-8000-0000000000d1'));
  });

  it("shows the custom orders' earnings: completed, pending payments, late ones, and the way to Orders", () => {
    render({ projects: ready({ ...FREELANCER_DEMO_PROJECTS, lateOrders: 1 }) });
    const projects = cardOf(TEXTS.projects.title);
    expect(within(projects).getByText('$2,392.00')).toBeVisible();
    expect(within(projects).getByText('8')).toBeVisible();
    expect(within(projects).getByText(TEXTS.projects.pendingPayments)).toBeVisible();
    expect(within(projects).getByText('$897.00')).toBeVisible();
    expect(within(projects).getByText(TEXTS.projects.late(1))).toBeVisible();
    expect(within(projects).getByRole('link', { name: TEXTS.projects.view })).toHaveAttribute(
      'href',
      ROUTES.freelancer.orders,
    );
  });

  it('says there are no orders yet before the first one', () => {
    render({
      projects: ready({
        completedOrders: 0,
        completedEarnings: 0,
        activeOrders: 0,
        lateOrders: 0,
        pendingPayments: 0,
        pendingOrders: 0,
      }),
    });
    expect(within(cardOf(TEXTS.projects.title)).getByText(TEXTS.projects.empty)).toBeVisible();
  });

  it('shows the sales overview, recent applications with their status, views and completion', () => {
    render();
    const sales = cardOf(TEXTS.sales.title);
    expect(within(sales).getByText('$2,847.50')).toBeVisible();
    expect(within(sales).getByText('127')).toBeVisible();
    expect(within(sales).getByText(/Top selling: Complete Tech Pack Template/)).toBeVisible();
    const applications = cardOf(TEXTS.applications.title);
    expect(within(applications).getByText('Under Review')).toBeVisible();
    expect(within(applications).getByText('Interview Scheduled')).toBeVisible();
    expect(within(cardOf(TEXTS.analytics.title)).getByText('1,247')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: TEXTS.completion.label })).toHaveAttribute(
      'value',
      '81',
    );
    expect(screen.getByText('An hourly rate')).toBeVisible();
  });

  it('says what to do when a card has nothing yet', () => {
    render({
      sales: ready({ ...FREELANCER_DEMO_SALES, totalProducts: 0 }),
      applications: ready([]),
      matches: ready([]),
      completion: ready({ percent: 100, missing: [] }),
    });
    expect(screen.getByText(TEXTS.sales.empty)).toBeVisible();
    expect(screen.getByText(TEXTS.applications.empty)).toBeVisible();
    expect(screen.getByText(TEXTS.matches.empty)).toBeVisible();
    expect(screen.getByText(TEXTS.completion.complete)).toBeVisible();
  });

  it('shows each card loading, and a failed card with a Retry that asks again', async () => {
    const retry = jest.fn();
    const failed: Loadable<never> = { status: 'error', retry };
    render({ matches: { status: 'loading' }, sales: failed });
    expect(screen.getByRole('status', { name: '' })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.matches.loading)).toBeVisible();
    expect(screen.getByText(TEXTS.sales.error)).toBeVisible();
    await userEvent.click(
      within(cardOf(TEXTS.sales.title)).getByRole('button', { name: TEXTS.retry }),
    );
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('links the quick actions to the freelancer screens', () => {
    render();
    expect(screen.getByRole('link', { name: TEXTS.quickActions.uploadProject })).toHaveAttribute(
      'href',
      ROUTES.freelancer.uploadProject,
    );
    expect(screen.getByRole('link', { name: TEXTS.quickActions.browseOffers })).toHaveAttribute(
      'href',
      ROUTES.jobs,
    );
  });
});

describe('FreelancerDashboardPreview', () => {
  it('is the same dashboard with demo figures, every action leading to sign-up', () => {
    renderWithProviders(<FreelancerDashboardPreview />, { route: '/' });
    expect(screen.getByText(DASHBOARD_PREVIEW_TEXTS.badge)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
    expect(screen.getByText(TEXTS.pro)).toBeVisible();
    expect(screen.getByText(TEXTS.matches.score(95))).toBeVisible();
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('href', ROUTES.signup);
    }
    expect(
      screen.getByRole('link', { name: DASHBOARD_PREVIEW_TEXTS.roles.freelancer.signUp }),
    ).toBeVisible();
  });
});
