import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testUtils';
import { SelectField } from './SelectField';

const options = [
  { value: 'design', label: 'Design' },
  { value: 'styling', label: 'Styling' },
  { value: 'other', label: 'Other', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectField
        label="Category"
        placeholder="Select a category"
        options={options}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <output>{value}</output>
    </>
  );
}

describe('SelectField', () => {
  it('offers its options under a placeholder and reports the choice', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a category',
      'Design',
      'Styling',
      'Other',
    ]);
    expect(screen.getByRole('option', { name: 'Other' })).toBeDisabled();
    await user.selectOptions(select, 'Styling');
    expect(select).toHaveValue('styling');
    expect(screen.getByRole('status')).toHaveTextContent('styling');
  });

  it('links its error', () => {
    renderWithProviders(
      <SelectField label="Category" options={options} error="Please select a category." />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Please select a category.');
  });
});
