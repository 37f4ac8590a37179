import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'overview', label: 'Overview', content: <p>Earnings overview</p> },
  { id: 'history', label: 'Payment History', content: <p>All transactions</p> },
  { id: 'methods', label: 'Payment Methods', content: <p>No Payment Methods Connected</p> },
  { id: 'settings', label: 'Settings', content: <p>Payout settings</p> },
];

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('shows the first tab’s panel, labelled by its tab', () => {
    renderWithProviders(<Tabs label="Payments" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Payments' })).toBeInTheDocument();
    expect(selectedTab()).toHaveAccessibleName('Overview');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Overview');
    expect(panel).toHaveTextContent('Earnings overview');
    expect(screen.queryByText('All transactions')).not.toBeInTheDocument();
  });

  it('selects a tab on click', async () => {
    const onSelectedChange = jest.fn();
    const { user } = renderWithProviders(
      <Tabs label="Payments" tabs={tabs} onSelectedChange={onSelectedChange} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Payment History' }));
    expect(selectedTab()).toHaveAccessibleName('Payment History');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All transactions');
    expect(onSelectedChange).toHaveBeenCalledWith('history');
  });

  it('moves with the arrow keys (wrapping), Home and End, with one tab stop', async () => {
    const { user } = renderWithProviders(
      <>
        <Tabs label="Payments" tabs={tabs} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payment History' })).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('Payment History');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Payout settings');

    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Overview');

    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Settings');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    // Only the selected tab is a tab stop: Tab goes on to the panel, then out.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('can be controlled by its parent', async () => {
    const onSelectedChange = jest.fn();
    const { user, rerender } = renderWithProviders(
      <Tabs
        label="Payments"
        tabs={tabs}
        selectedId="methods"
        onSelectedChange={onSelectedChange}
      />,
    );
    expect(selectedTab()).toHaveAccessibleName('Payment Methods');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(onSelectedChange).toHaveBeenCalledWith('settings');
    expect(selectedTab()).toHaveAccessibleName('Payment Methods');

    rerender(<Tabs label="Payments" tabs={tabs} selectedId="settings" />);
    expect(selectedTab()).toHaveAccessibleName('Settings');
  });

  it('starts on defaultSelectedId', () => {
    renderWithProviders(<Tabs label="Payments" tabs={tabs} defaultSelectedId="history" />);
    expect(selectedTab()).toHaveAccessibleName('Payment History');
  });
});
