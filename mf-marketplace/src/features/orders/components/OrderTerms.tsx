import styled from 'styled-components';
import type { ServiceOrder } from '@atelier/api-contract';
import {
  Badge,
  Card,
  formatCurrencyFromCents,
  formatShortDate,
  ORDER_LATE_LABEL,
  useNow,
} from '@atelier/shared-ui';
import { dueDateView } from '../model/dueDate';
import { ORDER_TEXTS as TEXTS } from '../model/texts';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StyledDue = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCountdown = styled.strong<{ $late: boolean }>`
  color: ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.text)};
`;

/** The due date: its countdown (live), or why there is none; 'Late' once past it. */
function DueDate({ order }: { order: ServiceOrder }) {
  const now = useNow();
  const view = dueDateView(order, now);
  if (view.kind !== 'running') return <>{view.text}</>;
  return (
    <StyledDue>
      <span>{view.date}</span>
      <StyledCountdown $late={view.late} role="timer">
        {view.countdown}
      </StyledCountdown>
      {view.late && <Badge tone="danger">{ORDER_LATE_LABEL}</Badge>}
    </StyledDue>
  );
}

/** The order's terms as ordered (they never change) and its due date. */
export function OrderTerms({ order }: { order: ServiceOrder }) {
  const { terms } = order;
  return (
    <Card title={TEXTS.terms} headingLevel={2}>
      <StyledFacts>
        <dt>{TEXTS.price}</dt>
        <dd>{formatCurrencyFromCents(terms.priceCents, terms.currency.toUpperCase())}</dd>
        <dt>{TEXTS.deliveryTime}</dt>
        <dd>{TEXTS.deliveryDays(terms.deliveryTime)}</dd>
        <dt>{TEXTS.revisions}</dt>
        <dd>
          {terms.revisionsIncluded === 0
            ? TEXTS.noRevisions
            : TEXTS.revisionsLeft(order.revisionsRemaining, terms.revisionsIncluded)}
        </dd>
        <dt>{TEXTS.ordered}</dt>
        <dd>{formatShortDate(Date.parse(order.createdAt))}</dd>
        <dt>{TEXTS.dueDate}</dt>
        <dd>
          <DueDate order={order} />
        </dd>
        {order.refundedCents > 0 && (
          <>
            <dt>{TEXTS.refundedLabel}</dt>
            <dd>{formatCurrencyFromCents(order.refundedCents, terms.currency.toUpperCase())}</dd>
          </>
        )}
        <dt>{order.viewerRole === 'seller' ? TEXTS.yourRequirements : TEXTS.sellerRequirements}</dt>
        <dd>{terms.requirementsText === '' ? TEXTS.noRequirementsText : terms.requirementsText}</dd>
      </StyledFacts>
    </Card>
  );
}
