import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testUtils';
import { RadioGroup } from './RadioGroup';

function Visibility({ onChange = jest.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<'public' | 'confidential'>('public');
  return (
    <>
      <h2 id="visibility">Job Visibility</h2>
      <RadioGroup
        name="visibility"
        aria-labelledby="visibility"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        choices={[
          { value: 'public', label: 'Public', description: 'Visible to all.' },
          { value: 'confidential', label: 'Confidential' },
        ]}
      />
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its heading, each choice named by its label', () => {
    renderWithProviders(<Visibility />);
    const group = screen.getByRole('radiogroup', { name: 'Job Visibility' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Public' })).toHaveAccessibleDescription(
      'Visible to all.',
    );
    expect(screen.getByRole('radio', { name: 'Confidential' })).not.toBeChecked();
  });

  it('chooses with a click and with the arrow keys', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Visibility onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Confidential' }));
    expect(onChange).toHaveBeenLastCalledWith('confidential');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
  });

  it('puts each choice on a line of its own', () => {
    renderWithProviders(<Visibility />);
    const choice = screen.getByRole('radio', { name: 'Public' }).parentElement;
    if (choice === null) throw new Error('the radio has no choice around it');
    expect(getComputedStyle(choice).display).toBe('grid');
  });
});
