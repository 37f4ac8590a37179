import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { LineChart } from './LineChart';

describe('LineChart', () => {
  it('is an image named and described, with its figures as a table under it', async () => {
    const { user } = renderWithProviders(
      <LineChart
        title="Earnings"
        summary="Three months, $6.00 in all."
        points={['Jan', 'Feb', 'Mar']}
        pointHeader="Month"
        series={[
          { label: 'Gross', values: [100, 200, 300], tone: 'brand' },
          { label: 'Net', values: [90, 180, 270], tone: 'info' },
        ]}
        formatValue={(cents) => `$${(cents / 100).toFixed(2)}`}
        showTableLabel="Show the figures"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Earnings' });
    expect(chart).toHaveAccessibleDescription('Three months, $6.00 in all.');
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(within(chart).getByText('$5.00')).toBeInTheDocument();
    await user.click(screen.getByText('Show the figures'));
    const table = screen.getByRole('table', { name: 'Earnings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Gross', 'Net']);
    const march = within(table).getByRole('row', { name: /Mar/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$3.00', '$2.70']);
  });

  it('draws at the width it is shown, its last label ending on its point (issue 37)', () => {
    const observed: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe = jest.fn();
      unobserve = jest.fn();
      disconnect = jest.fn();
    };
    try {
      renderWithProviders(
        <LineChart
          title="Earnings"
          summary="Three months."
          points={['Jan 2026', 'Feb 2026', 'Mar 2026']}
          pointHeader="Month"
          series={[{ label: 'Gross', values: [1, 2, 3], tone: 'brand' }]}
          showTableLabel="Show the figures"
        />,
      );
      act(() => {
        for (const callback of observed) {
          callback([{ contentRect: { width: 358 } } as ResizeObserverEntry], {} as ResizeObserver);
        }
      });
      const chart = screen.getByRole('img', { name: 'Earnings' });
      expect(chart).toHaveAttribute('viewBox', '0 0 358 240');
      expect(within(chart).getByText('Mar 2026')).toHaveAttribute('text-anchor', 'end');
      expect(within(chart).getByText('Jan 2026')).toHaveAttribute('text-anchor', 'start');
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
