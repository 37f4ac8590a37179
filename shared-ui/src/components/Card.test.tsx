import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, at the heading level asked for', () => {
    renderWithProviders(
      <Card title="Sales Overview" headingLevel={2}>
        <p>12 sales</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Sales Overview' });
    expect(region).toHaveTextContent('12 sales');
    expect(screen.getByRole('heading', { level: 2, name: 'Sales Overview' })).toBeInTheDocument();
  });

  it('is a plain container without a title', () => {
    renderWithProviders(<Card data-testid="card">Content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveTextContent('Content');
  });
});
