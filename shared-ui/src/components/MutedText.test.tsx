import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { theme } from '../theme/theme';
import { MutedText } from './MutedText';

describe('MutedText', () => {
  it('is a paragraph in the muted colour, at the parent’s size by default', () => {
    renderWithProviders(<MutedText>No jobs yet</MutedText>);
    const text = screen.getByText('No jobs yet');
    expect(text.tagName).toBe('P');
    expect(text).toHaveStyle({ color: theme.colors.textMuted, margin: '0px' });
    expect(getComputedStyle(text).fontSize).not.toBe(theme.fontSizes.sm);
  });

  it('is small print or an inline span when asked, and passes its props on', () => {
    renderWithProviders(
      <MutedText size="sm" inline id="hint">
        3 of 5 used
      </MutedText>,
    );
    const text = screen.getByText('3 of 5 used');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveAttribute('id', 'hint');
    expect(text).toHaveStyle({ fontSize: theme.fontSizes.sm });
  });
});
