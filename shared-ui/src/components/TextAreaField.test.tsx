import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a labelled multi-line input', async () => {
    const { user } = renderWithProviders(
      <TextAreaField label="Description" hint="0/2000 characters" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('0/2000 characters');
    await user.type(textarea, 'Line one{Enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
  });

  it('links its error', () => {
    renderWithProviders(
      <TextAreaField label="Description" error="Please enter a product description." />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Please enter a product description.');
  });
});
