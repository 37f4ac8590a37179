import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { StatCard, formatTrend } from './StatCard';

describe('StatCard', () => {
  it('pairs its label with its value', () => {
    renderWithProviders(<StatCard label="Total Revenue" value="$1,234.50" />);
    expect(screen.getByRole('term')).toHaveTextContent('Total Revenue');
    expect(screen.getByRole('definition')).toHaveTextContent('$1,234.50');
  });

  it('shows a count grouped, as every count of the platform', () => {
    renderWithProviders(<StatCard label="Views" value={4890} />);
    expect(screen.getByRole('definition')).toHaveTextContent(/^4,890$/);
  });

  it('never breaks a figure inside', () => {
    renderWithProviders(<StatCard label="Total Revenue" value="$2,847.50" />);
    expect(getComputedStyle(screen.getByRole('definition')).overflowWrap).toBe('normal');
  });

  it('shows a trend with its sign and comparison', () => {
    renderWithProviders(
      <StatCard label="Total Sales" value="42" trend={12.5} trendLabel="vs last month" />,
    );
    expect(screen.getByText(/\+12\.5% vs last month/)).toBeVisible();
  });

  it("shows a text in place of the percentage: 'New this month' rather than '+100%'", () => {
    renderWithProviders(
      <StatCard label="Total Revenue" value="$29.00" trend={100} trendText="New this month" />,
    );
    expect(screen.getByText(/New this month/)).toBeVisible();
    expect(screen.queryByText(/100%/)).toBeNull();
  });

  it('shows a falling trend', () => {
    renderWithProviders(<StatCard label="Views" value="980" trend={-3} />);
    expect(screen.getByText(/-3%/)).toBeVisible();
  });

  it.each([
    [12.5, '+12.5%'],
    [-3, '-3%'],
    [0, '0%'],
    [7.25, '+7.3%'],
  ])('formats a trend of %p as %p', (trend, expected) => {
    expect(formatTrend(trend)).toBe(expected);
  });
});
