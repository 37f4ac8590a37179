import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Badge, type BadgeTone } from './Badge';

describe('Badge', () => {
  it.each<BadgeTone>(['neutral', 'brand', 'success', 'warning', 'danger', 'info'])(
    'shows its text in the %s tone',
    (tone) => {
      renderWithProviders(<Badge tone={tone}>Current Plan</Badge>);
      expect(screen.getByText('Current Plan')).toBeVisible();
    },
  );

  it('gives each tone its own colours', () => {
    renderWithProviders(
      <>
        <Badge tone="success">Published</Badge>
        <Badge tone="danger">Urgent</Badge>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Published')).color).not.toBe(
      getComputedStyle(screen.getByText('Urgent')).color,
    );
  });

  it('keeps to its text, neither stretched to its container nor wider than it', () => {
    renderWithProviders(<Badge tone="success">New</Badge>);
    const style = getComputedStyle(screen.getByText('New'));
    expect(style.width).toBe('fit-content');
    expect(style.maxWidth).toBe('100%');
    expect(style.whiteSpace).not.toBe('nowrap');
  });
});
