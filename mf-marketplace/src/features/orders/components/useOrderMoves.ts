import type { OrderMove } from '@atelier/api-contract';
import { refusalReason } from '@atelier/shared-ui';
import { useAcceptCancellationMutation } from '../api/acceptCancellation';
import { useAcceptOrderMutation } from '../api/acceptOrder';
import { useCancelLateOrderMutation } from '../api/cancelLateOrder';
import { useDeclineCancellationMutation } from '../api/declineCancellation';
import { useDeliverOrderMutation } from '../api/deliverOrder';
import { useProposeCancellationMutation } from '../api/proposeCancellation';
import { useRequestRevisionMutation } from '../api/requestRevision';
import { useSubmitRequirementsMutation } from '../api/submitRequirements';
import { useWithdrawCancellationMutation } from '../api/withdrawCancellation';
import type { OrderFilesBody } from '../model/orderForms';
import { ORDER_TEXTS } from '../model/texts';

/** What a move sends: a reason, or a text with files; nothing for the others. */
export interface MoveInput {
  reason?: string;
  body?: OrderFilesBody;
}

type Result = { error?: unknown } | { data: unknown };

/** The reason a refused move shows (the API's 409 says why), or null once it went through. */
const outcome = (result: Result): string | null =>
  'error' in result && result.error !== undefined
    ? (refusalReason(result.error) ?? ORDER_TEXTS.moveFailed)
    : null;

/**
 * Takes a move on `orderId` through its own endpoint; answers the reason of a refusal, or null.
 * The moved order the API answers replaces the page's copy (see orderMove.ts).
 */
export function useOrderMoves(orderId: string) {
  const [submitRequirements] = useSubmitRequirementsMutation();
  const [deliver] = useDeliverOrderMutation();
  const [requestRevision] = useRequestRevisionMutation();
  const [accept] = useAcceptOrderMutation();
  const [propose] = useProposeCancellationMutation();
  const [acceptCancellation] = useAcceptCancellationMutation();
  const [withdraw] = useWithdrawCancellationMutation();
  const [decline] = useDeclineCancellationMutation();
  const [cancelLate] = useCancelLateOrderMutation();

  return async (move: OrderMove, input: MoveInput = {}): Promise<string | null> => {
    const reason = input.reason ?? '';
    const body = input.body ?? { text: '', files: [] };
    switch (move) {
      case 'submit-requirements':
        return outcome(
          await submitRequirements({ orderId, body: { answers: body.text, files: body.files } }),
        );
      case 'deliver':
        return outcome(await deliver({ orderId, body: { message: body.text, files: body.files } }));
      case 'request-revision':
        return outcome(await requestRevision({ orderId, body: { reason } }));
      case 'accept':
        return outcome(await accept({ orderId }));
      case 'propose-cancellation':
        return outcome(await propose({ orderId, body: { reason } }));
      case 'accept-cancellation':
        return outcome(await acceptCancellation({ orderId }));
      case 'withdraw-cancellation':
        return outcome(await withdraw({ orderId }));
      case 'decline-cancellation':
        return outcome(await decline({ orderId }));
      case 'cancel-late':
        return outcome(await cancelLate({ orderId, body: reason === '' ? {} : { reason } }));
    }
  };
}
