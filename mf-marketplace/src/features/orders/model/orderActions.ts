import type { OrderMove, ServiceOrder } from '@atelier/api-contract';
import { formatCurrencyFromCents } from '@atelier/shared-ui';
import { ORDER_MOVE_LABELS, ORDER_TEXTS } from './texts';

/** How a move is taken on the order's page. */
export type MoveForm =
  /** The requirements form, in the page (answers and attachments). */
  | 'requirements'
  /** The delivery form, in the page (a message and files). */
  | 'delivery'
  /** A dialog asking for a reason, then the move. */
  | 'reason'
  /** A confirmation of a move that cannot be undone. */
  | 'confirm'
  /** At once: nothing to ask, nothing lost. */
  | 'direct';

export interface MoveAction {
  move: OrderMove;
  label: string;
  form: MoveForm;
  /** The move ends or shrinks the order (accept, cancel): its button and confirmation are red. */
  danger: boolean;
  /** The button that stands out: the move the order waits for. */
  primary: boolean;
}

const FORMS: Readonly<Record<OrderMove, { form: MoveForm; danger: boolean; primary: boolean }>> = {
  'submit-requirements': { form: 'requirements', danger: false, primary: true },
  deliver: { form: 'delivery', danger: false, primary: true },
  accept: { form: 'confirm', danger: false, primary: true },
  'request-revision': { form: 'reason', danger: false, primary: false },
  'accept-cancellation': { form: 'confirm', danger: true, primary: false },
  'decline-cancellation': { form: 'direct', danger: false, primary: false },
  'withdraw-cancellation': { form: 'direct', danger: false, primary: false },
  'propose-cancellation': { form: 'reason', danger: false, primary: false },
  // A late order's cancellation asks for an optional reason in its confirmation.
  'cancel-late': { form: 'confirm', danger: true, primary: false },
};

/** The order in which the buttons are shown: what the order waits for first. */
const ORDER: readonly OrderMove[] = [
  'submit-requirements',
  'deliver',
  'accept',
  'request-revision',
  'accept-cancellation',
  'decline-cancellation',
  'withdraw-cancellation',
  'cancel-late',
  'propose-cancellation',
];

/**
 * The viewer's actions on `order`: exactly the moves the API allows now (`allowedMoves`), with
 * how the page takes each. No move is added or kept back here: the machine is the API's.
 */
export function moveActions(order: Pick<ServiceOrder, 'allowedMoves'>): MoveAction[] {
  return ORDER.filter((move) => order.allowedMoves.includes(move)).map((move) => ({
    move,
    label: ORDER_MOVE_LABELS[move],
    ...FORMS[move],
  }));
}

/** The actions shown as buttons (the requirements and the delivery have forms of their own). */
export const buttonActions = (actions: readonly MoveAction[]): MoveAction[] =>
  actions.filter((action) => action.form !== 'requirements' && action.form !== 'delivery');

/** What a pending cancellation proposal tells the viewer, or null when there is none. */
export function proposalNotice(
  order: Pick<ServiceOrder, 'cancellationProposal' | 'viewerRole' | 'counterpart'>,
): string | null {
  const proposal = order.cancellationProposal;
  if (proposal === null) return null;
  return proposal.by === order.viewerRole
    ? ORDER_TEXTS.proposalByYou(proposal.reason)
    : ORDER_TEXTS.proposalByOther(order.counterpart.name, proposal.reason);
}

/** What an order's page says of a dispute of its payment (issue 36); null when there is none to tell. */
export function disputeNotice(
  order: Pick<ServiceOrder, 'dispute' | 'viewerRole'>,
): { tone: 'warning' | 'danger'; text: string } | null {
  if (order.dispute === 'open') {
    const text =
      order.viewerRole === 'buyer' ? ORDER_TEXTS.disputeOpenBuyer : ORDER_TEXTS.disputeOpenSeller;
    return { tone: 'warning', text };
  }
  if (order.dispute === 'lost') return { tone: 'danger', text: ORDER_TEXTS.disputeLost };
  return null;
}
/** What cancelling the order now refunds the buyer: the price less what was refunded already. */
export const refundText = (order: Pick<ServiceOrder, 'terms' | 'refundedCents'>): string =>
  formatCurrencyFromCents(
    Math.max(0, order.terms.priceCents - order.refundedCents),
    order.terms.currency.toUpperCase(),
  );

/** The buyer's latest revision request (what a revision-requested order owes), if any. */
export const latestRevision = (
  order: Pick<ServiceOrder, 'timeline'>,
): ServiceOrder['timeline'][number] | undefined =>
  order.timeline.findLast((entry) => entry.kind === 'revision-requested');
