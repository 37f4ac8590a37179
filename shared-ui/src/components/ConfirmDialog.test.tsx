import { screen } from '@testing-library/react';
import { installDialogPolyfill, renderWithProviders } from '../testUtils';
import { ConfirmDialog } from './ConfirmDialog';

beforeAll(installDialogPolyfill);

const message = 'Are you sure you want to delete this product? This action cannot be undone.';

function renderConfirm(props: { open?: boolean; busy?: boolean } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const result = renderWithProviders(
    <ConfirmDialog
      open={props.open ?? true}
      title="Delete product"
      message={message}
      confirmLabel="Delete Product"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      onCancel={onCancel}
      danger
      busy={props.busy}
      busyLabel="Deleting..."
    />,
  );
  return { ...result, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks its question in an alert dialog, focused on the safe answer', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('confirms', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with its button and with Esc', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the busy label on the confirm button while busy', () => {
    renderConfirm({ busy: true });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('shows nothing while closed', () => {
    renderConfirm({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
