import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../testUtils';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and takes input', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<TextField label="Full name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its hint', () => {
    renderWithProviders(
      <TextField
        label="Password"
        type="password"
        hint="Password must be at least 6 characters long"
      />,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long',
    );
  });

  it('is invalid and described by its error, after the hint', () => {
    renderWithProviders(
      <TextField
        label="Job title"
        hint="Shown on the job card"
        error="Please enter a job title."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Job title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown on the job card Please enter a job title.');
    expect(screen.getByText('Please enter a job title.')).toBeVisible();
  });

  it('keeps an id and describedby given by the caller', () => {
    renderWithProviders(
      <>
        <p id="extra">Counter</p>
        <TextField id="email" label="Email" type="email" aria-describedby="extra" error="Bad" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Bad Counter');
  });

  it('looks read-only when it is: not like a field to type in', () => {
    renderWithProviders(
      <>
        <TextField label="Username" value="ada" readOnly />
        <TextField label="Full name" />
      </>,
    );
    const locked = screen.getByRole('textbox', { name: 'Username' });
    const open = screen.getByRole('textbox', { name: 'Full name' });
    expect(locked).toHaveAttribute('readonly');
    expect(getComputedStyle(locked).backgroundColor).not.toBe(
      getComputedStyle(open).backgroundColor,
    );
    expect(getComputedStyle(locked).borderStyle).toBe('dashed');
  });

  it('lines its control up at the bottom of a row of fields', () => {
    renderWithProviders(<TextField label="Production lead time (days)" />);
    const field = screen.getByText('Production lead time (days)').parentElement;
    if (field === null) throw new Error('the label has no field around it');
    expect(getComputedStyle(field).justifyContent).toBe('flex-end');
  });

  it('passes its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<TextField ref={ref} label="Location" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Location' }));
  });
});
