import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { StarRating, starRatingLabel } from './StarRating';

describe('StarRating', () => {
  it.each([
    [4.5, '4.5 out of 5 stars'],
    [4, '4 out of 5 stars'],
    [4.86, '4.9 out of 5 stars'],
    [0, '0 out of 5 stars'],
    [7, '5 out of 5 stars'],
    [-1, '0 out of 5 stars'],
    [Number.NaN, '0 out of 5 stars'],
  ])('reads %p as %p', (value, label) => {
    renderWithProviders(<StarRating value={value} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('shows five stars, hidden from assistive technology', () => {
    renderWithProviders(<StarRating value={3} />);
    const rating = screen.getByRole('img', { name: '3 out of 5 stars' });
    // Each star is an empty glyph with a filled glyph over it.
    expect(rating.textContent).toBe('★★'.repeat(5));
  });

  it('can show the number and take another label', () => {
    renderWithProviders(<StarRating value={4.9} showValue label="Rated 4.9" />);
    expect(screen.getByRole('img', { name: 'Rated 4.9' })).toHaveTextContent('4.9');
  });

  it('builds the label for other uses', () => {
    expect(starRatingLabel(3.5)).toBe('3.5 out of 5 stars');
  });
});
