import { useState } from 'react';
import type { SupplierResponse } from '@atelier/api-contract';
import { SendMessageButton } from '@atelier/inbox';
import { Button, Dialog, InlineRow, SelectField } from '@atelier/shared-ui';
import { useMoveResponseMutation } from '../api/moveResponse';
import { DECLINE_REASONS, TEXTS } from '../model/texts';

type Decision = 'shortlisted' | 'interviewed' | 'hired' | 'rejected';

const FORWARD_MOVES = [
  ['shortlisted', TEXTS.actions.shortlist],
  ['interviewed', TEXTS.actions.discuss],
  ['hired', TEXTS.actions.accept],
] as const;

export interface DecisionActionsProps {
  response: SupplierResponse;
  /** What the API answered to a refused move ('' once a move went through). */
  onProblem: (message: string) => void;
}

/**
 * Message the supplier, and the moves the status machine allows now (the API's answer, it
 * refuses others with 409): shortlist, discuss, accept, or decline with a reason.
 */
export function DecisionActions({ response, onProblem }: DecisionActionsProps) {
  const [moveResponse, { isLoading: moving }] = useMoveResponseMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<string>(DECLINE_REASONS[0]);
  const moves = response.allowedMoves;

  const move = async (to: Decision) => {
    const result = await moveResponse({
      id: response.id,
      status: to,
      ...(to === 'rejected' && { reason }),
    });
    const error = 'error' in result ? (result.error as { message?: string }) : undefined;
    onProblem(error?.message ?? '');
    setDeclining(false);
  };

  return (
    <>
      <InlineRow>
        <SendMessageButton userId={response.supplierId} />
        {FORWARD_MOVES.filter(([to]) => moves.includes(to)).map(([to, label]) => (
          <Button key={to} disabled={moving} onClick={() => void move(to)}>
            {label}
          </Button>
        ))}
        {moves.includes('rejected') && (
          <Button
            variant="danger"
            disabled={moving}
            onClick={() => {
              setDeclining(true);
            }}
          >
            {TEXTS.actions.decline}
          </Button>
        )}
      </InlineRow>
      <Dialog
        open={declining}
        onClose={() => {
          setDeclining(false);
        }}
        title={TEXTS.declineTitle}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setDeclining(false);
              }}
            >
              {TEXTS.cancel}
            </Button>
            <Button variant="danger" disabled={moving} onClick={() => void move('rejected')}>
              {TEXTS.declineConfirm}
            </Button>
          </>
        }
      >
        <SelectField
          label={TEXTS.declineReason}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
          }}
          options={DECLINE_REASONS.map((value) => ({ value, label: value }))}
        />
      </Dialog>
    </>
  );
}
