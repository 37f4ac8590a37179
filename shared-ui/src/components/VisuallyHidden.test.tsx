import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while clipping it visually', () => {
    renderWithProviders(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Save job</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Save job' })).toBeInTheDocument();
    const text = screen.getByText('Save job');
    expect(getComputedStyle(text).position).toBe('absolute');
    expect(getComputedStyle(text).overflow).toBe('hidden');
  });
});
