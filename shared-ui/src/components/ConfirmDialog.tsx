import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../core';
import { Dialog } from './Dialog';

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ConfirmDialogProps {
  /** Whether the question is shown. */
  open: boolean;
  /** Heading, e.g. 'Delete product'. */
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this product? This action cannot be undone.' */
  message: ReactNode;
  /** Text of the confirming button; 'Confirm' by default. */
  confirmLabel?: string;
  /** Text of the cancelling button; 'Cancel' by default. */
  cancelLabel?: string;
  /** The user confirmed. */
  onConfirm: () => void;
  /** The user cancelled: the cancel button or Esc. */
  onCancel: () => void;
  /** The confirmation destroys something: the confirm button is red. */
  danger?: boolean;
  /** The confirmed action is running: the confirm button is busy and shows `busyLabel`. */
  busy?: boolean;
  /** Text of the confirm button while `busy`. */
  busyLabel?: string;
}

/**
 * Asks the user to confirm an action in a modal alert dialog. Focus starts on Cancel, the safe
 * answer; Esc cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      hideCloseButton
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <StyledMessage id={messageId}>{message}</StyledMessage>
    </Dialog>
  );
}
