import { screen } from '@testing-library/react';
import { useState } from 'react';
import { installDialogPolyfill, renderWithProviders } from '../testUtils';
import { Button } from './Button';
import { Dialog } from './Dialog';

beforeAll(installDialogPolyfill);

function Example({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      <Dialog
        open={open}
        title="Project details"
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>Swimwear collection, 2024</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title', async () => {
    const { user } = renderWithProviders(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Project details' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Swimwear collection, 2024');
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<Example onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Esc', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<Example onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByText('Swimwear collection, 2024'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the parent says so', async () => {
    const { user } = renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog focus', () => {
  it('goes back to the button that opened it when it closes', async () => {
    const { user } = renderWithProviders(<Example />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();
  });

  it('goes back to the button that opened it when the parent removes the open dialog', async () => {
    function Mounted() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Apply Now</Button>
          {open && (
            <Dialog open title="Apply" onClose={() => setOpen(false)}>
              <Button onClick={() => setOpen(false)}>Submit Application</Button>
            </Dialog>
          )}
        </>
      );
    }
    const { user } = renderWithProviders(<Mounted />);
    const opener = screen.getByRole('button', { name: 'Apply Now' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
