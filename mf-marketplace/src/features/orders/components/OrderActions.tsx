import { useState } from 'react';
import styled from 'styled-components';
import type { OrderMove } from '@atelier/api-contract';
import { Banner, Button, ConfirmDialog } from '@atelier/shared-ui';
import type { MoveAction } from '../model/orderActions';
import { ORDER_TEXTS as TEXTS } from '../model/texts';
import { ReasonDialog } from './ReasonDialog';
import type { MoveInput } from './useOrderMoves';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The dialog of each move that asks something first. */
const REASON_DIALOGS: Partial<
  Record<
    OrderMove,
    { title: string; label: string; submit: string; required: boolean; message?: string }
  >
> = {
  'request-revision': {
    title: TEXTS.requestRevision,
    label: TEXTS.revisionReason,
    submit: TEXTS.sendRevisionRequest,
    required: true,
  },
  'propose-cancellation': {
    title: TEXTS.proposeCancellation,
    label: TEXTS.cancellationReason,
    submit: TEXTS.sendProposal,
    required: true,
  },
  'cancel-late': {
    title: TEXTS.cancelLateTitle,
    message: TEXTS.cancelLateMessage,
    label: TEXTS.cancelLateReason,
    submit: TEXTS.cancelLate,
    required: false,
  },
};

const CONFIRMATIONS: Partial<Record<OrderMove, { title: string; message: string; keep: string }>> =
  {
    accept: { title: TEXTS.acceptTitle, message: TEXTS.acceptMessage, keep: TEXTS.cancel },
    'accept-cancellation': {
      title: TEXTS.acceptCancellationTitle,
      message: TEXTS.acceptCancellationMessage,
      keep: TEXTS.keepOrder,
    },
  };

export interface OrderActionsProps {
  /** The moves to offer as buttons: the API's allowed moves, nothing else. */
  actions: readonly MoveAction[];
  /** Takes a move; answers the reason of a refusal, or null. */
  onMove: (move: OrderMove, input?: MoveInput) => Promise<string | null>;
}

/**
 * The buttons of the moves the viewer may take now (besides the requirements and the delivery,
 * which have forms): each asks for a reason or a confirmation first when the move needs one or
 * cannot be undone.
 */
export function OrderActions({ actions, onMove }: OrderActionsProps) {
  const [open, setOpen] = useState<OrderMove | null>(null);
  const [running, setRunning] = useState<OrderMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (actions.length === 0) return null;

  const run = async (move: OrderMove, input?: MoveInput) => {
    setFailure(null);
    setRunning(move);
    const refusal = await onMove(move, input);
    setRunning(null);
    setOpen(null);
    setFailure(refusal);
  };

  const reasonDialog = open === null ? undefined : REASON_DIALOGS[open];
  const confirmation = open === null ? undefined : CONFIRMATIONS[open];
  const openAction = actions.find((action) => action.move === open);

  return (
    <>
      {failure !== null && <Banner tone="danger" title={failure} />}
      <StyledActions role="group" aria-label={TEXTS.actions}>
        {actions.map((action) => (
          <Button
            key={action.move}
            variant={action.primary ? 'primary' : action.danger ? 'danger' : 'secondary'}
            busy={running === action.move}
            busyLabel={TEXTS.working}
            onClick={() => {
              if (action.form === 'direct') void run(action.move);
              else setOpen(action.move);
            }}
          >
            {action.label}
          </Button>
        ))}
      </StyledActions>
      {open !== null && reasonDialog !== undefined && (
        <ReasonDialog
          open
          title={reasonDialog.title}
          {...(reasonDialog.message === undefined ? {} : { message: reasonDialog.message })}
          label={reasonDialog.label}
          required={reasonDialog.required}
          submitLabel={reasonDialog.submit}
          danger={openAction?.danger ?? false}
          onSubmit={(reason) => onMove(open, { reason })}
          onClose={() => setOpen(null)}
        />
      )}
      {open !== null && confirmation !== undefined && (
        <ConfirmDialog
          open
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={openAction?.label ?? TEXTS.cancel}
          cancelLabel={confirmation.keep}
          danger={openAction?.danger ?? false}
          busy={running === open}
          busyLabel={TEXTS.working}
          onConfirm={() => void run(open)}
          onCancel={() => setOpen(null)}
        />
      )}
    </>
  );
}
