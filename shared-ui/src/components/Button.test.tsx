import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../testUtils';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button by default, so it does not submit forms', async () => {
    const onSubmit = jest.fn();
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <form
        aria-label="Form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when told to', () => {
    renderWithProviders(<Button type="submit">Publish Product</Button>);
    expect(screen.getByRole('button', { name: 'Publish Product' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('shows the busy label, is disabled and aria-busy while busy', async () => {
    const onClick = jest.fn();
    const { user, rerender } = renderWithProviders(
      <Button busy busyLabel="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button busy={false} busyLabel="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const idle = screen.getByRole('button', { name: 'Sign In' });
    expect(idle).toBeEnabled();
    expect(idle).not.toHaveAttribute('aria-busy');
  });

  it('keeps its text while busy when no busy label is given', () => {
    renderWithProviders(<Button busy>Continue to Dashboard</Button>);
    expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeDisabled();
  });

  it('passes its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProviders(
      <Button ref={ref} variant="danger" size="sm">
        Delete
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Delete' }));
  });
});
