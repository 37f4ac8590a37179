import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { FormSection } from './FormSection';

describe('FormSection', () => {
  it('names its group of fields by the legend', () => {
    renderWithProviders(
      <FormSection legend="Basic Information">
        <input aria-label="Full Name" />
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Basic Information' });
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Full Name' }));
  });
});
