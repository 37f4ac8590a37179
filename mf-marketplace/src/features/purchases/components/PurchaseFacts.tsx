import styled from 'styled-components';
import type { Purchase } from '@atelier/api-contract';
import { Badge, formatCurrencyFromCents, formatShortDate } from '@atelier/shared-ui';
import { PURCHASES_TEXTS as TEXTS, STATUS_TONES, shownStatus } from '../model/purchases';

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

/** The amount paid (and refunded), the date, the status and the Stripe receipt of a purchase. */
export function PurchaseFacts({ purchase }: { purchase: Purchase }) {
  const status = shownStatus(purchase);
  const money = (cents: number) => formatCurrencyFromCents(cents, purchase.currency.toUpperCase());
  return (
    <StyledFacts>
      <Badge tone={STATUS_TONES[status]}>{TEXTS.status[status]}</Badge>
      <strong>{TEXTS.paid(money(purchase.amount))}</strong>
      {purchase.refunded > 0 && <span>{TEXTS.refunded(money(purchase.refunded))}</span>}
      <span>
        {TEXTS.boughtOn(formatShortDate(Date.parse(purchase.paidAt ?? purchase.createdAt)))}
      </span>
      {purchase.receiptUrl !== null && (
        <a href={purchase.receiptUrl} target="_blank" rel="noopener noreferrer">
          {TEXTS.viewReceipt}
        </a>
      )}
    </StyledFacts>
  );
}
