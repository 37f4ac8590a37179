import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a title, a text and an action', async () => {
    const onClear = jest.fn();
    const { user } = renderWithProviders(
      <EmptyState
        title="No products found"
        text="Try adjusting your search criteria or browse different categories."
        action={<Button onClick={onClear}>Clear All Filters</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No products found' })).toBeVisible();
    expect(
      screen.getByText('Try adjusting your search criteria or browse different categories.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('needs only a title', () => {
    renderWithProviders(<EmptyState title="Select a conversation" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Select a conversation' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
