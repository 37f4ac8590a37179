import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('toggles when its label is clicked', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<CheckboxField label="Remember me" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('links its hint and error', () => {
    renderWithProviders(
      <CheckboxField label="I accept the terms" hint="Required" error="Please accept the terms" />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Required Please accept the terms');
  });
});
