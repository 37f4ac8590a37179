import { screen, within } from '@testing-library/react';
import { DASHBOARD_PREVIEW_TEXTS, ROUTES } from '@atelier/shared-ui';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import { SUPPLIER_DEMO_CARDS, SUPPLIER_DEMO_SERVICES } from '../model/demoFigures';
import { REQUEST_STATE_ACTIONS, SUPPLIER_DASHBOARD_TEXTS as TEXTS } from '../model/texts';
import { SupplierDashboardView } from './SupplierDashboard';
import { SupplierDashboardPreview } from './SupplierDashboardPreview';

describe('SupplierDashboardView', () => {
  it('shows the Starter badge, an empty service overview and Upgrade Now', () => {
    renderWithProviders(<SupplierDashboardView isPro={false} services={[]} />, { route: '/' });
    expect(screen.getByText(TEXTS.starter)).toBeVisible();
    expect(screen.getByText(TEXTS.servicesEmpty)).toBeVisible();
    expect(screen.getByRole('link', { name: TEXTS.upgradeNow })).toHaveAttribute(
      'href',
      ROUTES.supplier.subscription,
    );
  });

  it('shows a Pro supplier as Supplier Pro, never as verified, with the service overview and no Upgrade Now', () => {
    renderWithProviders(
      <SupplierDashboardView
        isPro
        services={[
          ...SUPPLIER_DEMO_SERVICES,
          ...SUPPLIER_DEMO_SERVICES.map((s) => ({ ...s, id: `${s.id}-b` })),
        ]}
      />,
      { route: '/' },
    );
    expect(screen.getByText(TEXTS.pro)).toBeVisible();
    expect(screen.queryByText(TEXTS.verified)).not.toBeInTheDocument();
    expect(screen.getByText(TEXTS.servicesCount(6))).toBeVisible();
    const overview = screen.getByRole('list', { name: TEXTS.servicesTitle });
    expect(within(overview).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: TEXTS.upgradeNow })).not.toBeInTheDocument();
  });
});

describe('SupplierDashboardView verified badge (issue 43)', () => {
  it('shows Verified Supplier only when the business is verified', () => {
    renderWithProviders(<SupplierDashboardView isPro verified services={[]} />, { route: '/' });
    expect(screen.getByText(TEXTS.verified)).toBeVisible();
    expect(screen.queryByText(TEXTS.pro)).not.toBeInTheDocument();
  });
});

describe('SupplierDashboardView cards', () => {
  it('lists the recent client requests with their status, action and brand', () => {
    const [first, second] = SUPPLIER_DEMO_CARDS.recentRequests;
    renderWithProviders(
      <SupplierDashboardView
        isPro
        services={[]}
        cards={{
          ...SUPPLIER_DEMO_CARDS,
          recentRequests: [first!, { ...second!, client: null }],
        }}
      />,
      { route: '/' },
    );
    const list = screen.getByRole('list', { name: TEXTS.requestsTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('New Inquiry')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      ROUTES.supplier.requests,
    );
    expect(within(list).getByText(TEXTS.confidential)).toBeVisible();
    expect(within(list).getByText(TEXTS.urgent)).toBeVisible();
  });

  it('shows the analytics, with profile views only when recorded', () => {
    const { rerender } = renderWithProviders(
      <SupplierDashboardView isPro services={[]} cards={SUPPLIER_DEMO_CARDS} />,
      { route: '/' },
    );
    expect(screen.getByText(TEXTS.analytics.quotesSent).nextSibling).toHaveTextContent('10');
    expect(screen.getByText(TEXTS.analytics.profileViews)).toBeVisible();
    rerender(
      <SupplierDashboardView
        isPro
        services={[]}
        cards={{
          ...SUPPLIER_DEMO_CARDS,
          recentRequests: [],
          analytics: { ...SUPPLIER_DEMO_CARDS.analytics, profileViews: null },
        }}
      />,
    );
    expect(screen.queryByText(TEXTS.analytics.profileViews)).not.toBeInTheDocument();
    expect(screen.getByText(TEXTS.requestsEmpty)).toBeVisible();
  });
});

describe('SupplierDashboardPreview', () => {
  it('is the same dashboard with the demo requests and their actions, leading to sign-up', () => {
    renderWithProviders(<SupplierDashboardPreview />, { route: '/' });
    expect(screen.getByText(DASHBOARD_PREVIEW_TEXTS.badge)).toBeVisible();
    for (const action of Object.values(REQUEST_STATE_ACTIONS)) {
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', ROUTES.signup);
    }
    expect(screen.getByText(TEXTS.urgent)).toBeVisible();
    expect(
      screen.getByRole('link', { name: DASHBOARD_PREVIEW_TEXTS.roles.supplier.signUp }),
    ).toHaveAttribute('href', ROUTES.signup);
  });
});
