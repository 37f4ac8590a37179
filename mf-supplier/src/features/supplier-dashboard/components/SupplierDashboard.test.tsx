import { screen, within } from '@testing-library/react';
import { DASHBOARD_PREVIEW_TEXTS, ROUTES } from '@atelier/shared-ui';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import { SUPPLIER_DEMO_SERVICES } from '../model/demoFigures';
import { REQUEST_STATUS_ACTIONS, SUPPLIER_DASHBOARD_TEXTS as TEXTS } from '../model/texts';
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

  it('shows a Pro supplier as verified, with the service overview and no Upgrade Now', () => {
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
    expect(screen.getByText(TEXTS.servicesCount(6))).toBeVisible();
    const overview = screen.getByRole('list', { name: TEXTS.servicesTitle });
    expect(within(overview).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: TEXTS.upgradeNow })).not.toBeInTheDocument();
  });
});

describe('SupplierDashboardPreview', () => {
  it('is the same dashboard with the demo requests and their actions, leading to sign-up', () => {
    renderWithProviders(<SupplierDashboardPreview />, { route: '/' });
    expect(screen.getByText(DASHBOARD_PREVIEW_TEXTS.badge)).toBeVisible();
    for (const action of Object.values(REQUEST_STATUS_ACTIONS)) {
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', ROUTES.signup);
    }
    expect(screen.getByText(TEXTS.urgent)).toBeVisible();
    expect(
      screen.getByRole('link', { name: DASHBOARD_PREVIEW_TEXTS.roles.supplier.signUp }),
    ).toHaveAttribute('href', ROUTES.signup);
  });
});
