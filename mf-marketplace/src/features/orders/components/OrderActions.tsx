import { useState } from 'react';
import styled from 'styled-components';
import type { OrderMove, ServiceOrder } from '@atelier/api-contract';
import { Banner, Button, ConfirmDialog } from '@atelier/shared-ui';
import { refundText, type MoveAction } from '../model/orderActions';
import { ORDER_TEXTS as TEXTS } from '../model/texts';
import { ReasonDialog } from './ReasonDialog';
import type { MoveInput } from './useOrderMoves';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type OrderFacts = Pick<ServiceOrder, 'viewerRole' | 'counterpart' | 'terms' | 'refundedCents'>;

interface ReasonDialogTexts {
  title: string;
  label: string;
  submit: string;
  required: boolean;
  /** The close button's label: never 'Cancel' in a cancellation's dialog. */
  close: string;
  message?: string;
}

/** The dialog of each move that asks for a reason first; a cancellation's names the refund. */
function reasonDialogOf(move: OrderMove, order: OrderFacts): ReasonDialogTexts | undefined {
  switch (move) {
    case 'request-revision':
      return {
        title: TEXTS.requestRevision,
        label: TEXTS.revisionReason,
        submit: TEXTS.sendRevisionRequest,
        required: true,
        close: TEXTS.cancel,
      };
    case 'propose-cancellation':
      return {
        title: TEXTS.proposeCancellation,
        message: TEXTS.proposeCancellationMessage(
          order.viewerRole,
          order.counterpart.name,
          refundText(order),
        ),
        label: TEXTS.cancellationReason,
        submit: TEXTS.sendProposal,
        required: true,
        close: TEXTS.keepOrder,
      };
    case 'cancel-late':
      return {
        title: TEXTS.cancelLateTitle,
        message: TEXTS.cancelLateMessage(refundText(order)),
        label: TEXTS.cancelLateReason,
        submit: TEXTS.cancelLate,
        required: false,
        close: TEXTS.keepOrder,
      };
    default:
      return undefined;
  }
}

/** The confirmation of each move that cannot be undone. */
function confirmationOf(
  move: OrderMove,
  order: OrderFacts,
): { title: string; message: string; keep: string } | undefined {
  switch (move) {
    case 'accept':
      return { title: TEXTS.acceptTitle, message: TEXTS.acceptMessage, keep: TEXTS.cancel };
    case 'accept-cancellation':
      return {
        title: TEXTS.acceptCancellationTitle,
        message: TEXTS.acceptCancellationMessage(order.viewerRole, refundText(order)),
        keep: TEXTS.keepOrder,
      };
    default:
      return undefined;
  }
}

export interface OrderActionsProps {
  /** The order: who the viewer is, and what a cancellation refunds. */
  order: OrderFacts;
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
export function OrderActions({ order, actions, onMove }: OrderActionsProps) {
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

  const reasonDialog = open === null ? undefined : reasonDialogOf(open, order);
  const confirmation = open === null ? undefined : confirmationOf(open, order);
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
          closeLabel={reasonDialog.close}
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
