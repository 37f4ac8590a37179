import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testUtils';
import { StarRatingField, starCountLabel } from './StarRatingField';

function Controlled({ initial = 0, error }: { initial?: number; error?: string }) {
  const [value, setValue] = useState(initial);
  return <StarRatingField label="Rating" value={value} onChange={setValue} error={error} />;
}

describe('StarRatingField', () => {
  it('is a radio group of five stars named by their count', () => {
    renderWithProviders(<Controlled />);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(within(group).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });

  it('takes a click and then the arrow keys', async () => {
    const { user } = renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('says what is wrong, described by the group', () => {
    renderWithProviders(<Controlled error="Please choose a rating." />);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group).toHaveAccessibleDescription('Please choose a rating.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [1, '1 star'],
    [5, '5 stars'],
  ])('names %p as %p', (count, label) => {
    expect(starCountLabel(count)).toBe(label);
  });
});
