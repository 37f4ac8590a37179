import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
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
});
