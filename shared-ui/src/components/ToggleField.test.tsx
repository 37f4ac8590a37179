import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { ToggleField } from './ToggleField';

describe('ToggleField', () => {
  it('is a switch that toggles by click and by Space', async () => {
    const { user } = renderWithProviders(
      <ToggleField label="Public Profile" hint="Active & Visible" defaultChecked />,
    );
    const toggle = screen.getByRole('switch', { name: 'Public Profile' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Active & Visible');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
  });

  it('links its error', () => {
    renderWithProviders(<ToggleField label="Allow downloads" error="Could not save" />);
    const toggle = screen.getByRole('switch', { name: 'Allow downloads' });
    expect(toggle).toBeInvalid();
    expect(toggle).toHaveAccessibleDescription('Could not save');
  });
});
