import { screen, within } from '@testing-library/react';
import { ROUTES } from '../core';
import { renderWithProviders } from '../testUtils';
import {
  DashboardAction,
  DashboardHeader,
  ItemList,
  ItemRow,
  QuickActionsCard,
  UpgradeCard,
  useDashboardLink,
} from './DashboardParts';
import { DashboardPreviewFrame } from './DashboardPreview';

function Parts() {
  const link = useDashboardLink();
  return (
    <>
      <QuickActionsCard
        title="Quick Actions"
        actions={[
          { to: '/client/post-job', label: 'Post a Job' },
          { to: '/explore', label: 'Explore' },
        ]}
      />
      <DashboardAction to="/client/applications">View all</DashboardAction>
      <UpgradeCard title="Premium" text="More reach." to="/client/subscription" label="Upgrade">
        <ul>
          <li>Featured listings</li>
        </ul>
      </UpgradeCard>
      <p>link: {link('/client/team')}</p>
    </>
  );
}

describe('the dashboard parts', () => {
  it('lead to their screens on a real dashboard, the first quick action primary', () => {
    renderWithProviders(<Parts />, { route: '/' });
    const quick = screen.getByRole('region', { name: 'Quick Actions' });
    const [first, second] = within(quick).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/client/post-job');
    expect(second).toHaveAttribute('href', '/explore');
    expect(getComputedStyle(first!).backgroundColor).not.toBe(
      getComputedStyle(second!).backgroundColor,
    );
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/client/applications',
    );
    const upgrade = screen.getByRole('region', { name: 'Premium' });
    expect(within(upgrade).getByText('More reach.')).toBeVisible();
    expect(within(upgrade).getByRole('listitem')).toHaveTextContent('Featured listings');
    expect(within(upgrade).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/client/subscription',
    );
    expect(screen.getByText('link: /client/team')).toBeVisible();
  });

  it('all lead to sign-up inside a preview', () => {
    renderWithProviders(
      <DashboardPreviewFrame workspace="client">
        <Parts />
      </DashboardPreviewFrame>,
      { route: '/' },
    );
    for (const name of ['Post a Job', 'Explore', 'View all', 'Upgrade']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', ROUTES.signup);
    }
    expect(screen.getByText(`link: ${ROUTES.signup}`)).toBeVisible();
  });

  it('lists items as a plain list of rows', () => {
    renderWithProviders(
      <ItemList aria-label="Members">
        <ItemRow>Ana</ItemRow>
        <ItemRow>Ben</ItemRow>
      </ItemList>,
    );
    const list = screen.getByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0px' });
  });

  it('heads a dashboard with its plan’s badge and a welcome when there is a name', () => {
    const plan = { paid: 'PRO', free: 'Starter' };
    const welcome = (name: string) => `Welcome back, ${name}`;
    const { rerender } = renderWithProviders(
      <DashboardHeader
        title="Dashboard"
        titleId="t"
        paid
        plan={plan}
        name="Ana"
        welcome={welcome}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveAttribute('id', 't');
    expect(screen.getByText('PRO')).toBeVisible();
    expect(screen.getByText('Welcome back, Ana')).toBeVisible();
    rerender(
      <DashboardHeader
        title="Dashboard"
        titleId="t"
        paid={false}
        plan={plan}
        name=""
        welcome={welcome}
      />,
    );
    expect(screen.getByText('Starter')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });
});
