import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderStatus, SellerOrderItem, SellerOrderList } from '@atelier/api-contract';
import {
  Badge,
  EmptyState,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  ORDER_LATE_LABEL,
  ORDER_STATUS_LABELS,
  ORDER_DISPUTE_OPEN_LABEL,
  ORDER_STATUS_LIST,
  ORDER_STATUS_TONES,
  Page,
  PageHeader,
  Pagination,
  ROUTES,
  SelectField,
  formatCurrencyFromCents,
  formatShortDate,
  orderPath,
  useNow,
} from '@atelier/shared-ui';
import { useGetSellerOrdersQuery } from '../api/getSellerOrders';
import { dueLine, OVERDUE, statusOf } from '../model/sellerOrders';
import { SELLER_ORDERS_TEXTS as TEXTS } from '../model/texts';

const STATUS_PARAM = 'status';
const PAGE_PARAM = 'page';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLate = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledOrder = styled.article<{ $late: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2 a {
    color: inherit;
  }
`;

const StyledRow = styled.p`
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
`;

const StyledCountdown = styled.strong<{ $late: boolean }>`
  && {
    color: ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.text)};
  }
`;

function OrderRow({ order, now }: { order: SellerOrderItem; now: number }) {
  const due = dueLine(order, now);
  return (
    <StyledOrder $late={due.late} aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`}>
        <Link to={orderPath(order.id)}>{order.productTitle}</Link>
      </h2>
      <StyledRow>
        <Badge tone={ORDER_STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        {due.late && <Badge tone="danger">{ORDER_LATE_LABEL}</Badge>}
        {order.cancellationPending && <Badge tone="warning">{TEXTS.cancellationPending}</Badge>}
        {order.disputeOpen && <Badge tone="danger">{ORDER_DISPUTE_OPEN_LABEL}</Badge>}
        {due.date !== null && <span>{due.date}</span>}
        {due.countdown !== null && (
          <StyledCountdown $late={due.late}>{due.countdown}</StyledCountdown>
        )}
      </StyledRow>
      <StyledRow>
        <strong>{formatCurrencyFromCents(order.priceCents, order.currency.toUpperCase())}</strong>
        <span>{TEXTS.by(order.buyer.name)}</span>
        <span>{TEXTS.ordered(formatShortDate(Date.parse(order.createdAt)))}</span>
      </StyledRow>
    </StyledOrder>
  );
}

const totalOf = (counts: SellerOrderList['counts']) =>
  ORDER_STATUS_LIST.reduce((sum, status) => sum + counts[status], 0);

/**
 * /freelancer/orders (issue 22): the seller's custom orders, those still owed first with their
 * due dates (earliest first, as the API sorts them), late ones marked; a filter by status (kept
 * in the address), and each order's page a click away.
 */
export function SellerOrders() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get(STATUS_PARAM), ORDER_STATUS_LIST);
  const page = Math.max(1, Number(params.get(PAGE_PARAM) ?? '1') || 1);
  const { data, isLoading, isFetching, refetch } = useGetSellerOrdersQuery({
    status,
    page,
  });
  const now = useNow();

  const choose = (next: OrderStatus | typeof OVERDUE | null, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next !== null) search.set(STATUS_PARAM, next);
    if (nextPage > 1) search.set(PAGE_PARAM, String(nextPage));
    setParams(search);
  };

  return (
    <Page aria-labelledby="seller-orders-title">
      <PageHeader title={TEXTS.title} titleId="seller-orders-title" subtitle={TEXTS.intro} />
      {isLoading ? (
        <LoadingState label={TEXTS.loading} />
      ) : data === undefined ? (
        <LoadErrorBanner
          title={TEXTS.loadError}
          retryLabel={TEXTS.retry}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <StyledToolbar>
            <SelectField
              label={TEXTS.status}
              value={status ?? ''}
              onChange={(event) => choose(statusOf(event.currentTarget.value, ORDER_STATUS_LIST))}
              options={[
                { value: '', label: TEXTS.allStatuses(totalOf(data.counts)) },
                ...ORDER_STATUS_LIST.map((value) => ({
                  value,
                  label: TEXTS.statusOption(ORDER_STATUS_LABELS[value], data.counts[value]),
                })),
                { value: OVERDUE, label: TEXTS.overdue(data.late) },
              ]}
            />
            {data.late > 0 && <StyledLate>{TEXTS.lateCount(data.late)}</StyledLate>}
          </StyledToolbar>
          {data.orders.length === 0 ? (
            status === null ? (
              <EmptyState
                headingLevel={2}
                title={TEXTS.empty}
                text={TEXTS.emptyText}
                action={
                  <LinkButton to={ROUTES.freelancer.sellProducts}>{TEXTS.sellYourWork}</LinkButton>
                }
              />
            ) : (
              <EmptyState
                headingLevel={2}
                title={TEXTS.emptyFiltered}
                text={TEXTS.emptyFilteredText}
              />
            )
          ) : (
            <StyledList aria-label={TEXTS.list} aria-busy={isFetching || undefined}>
              {data.orders.map((order) => (
                <li key={order.id}>
                  <OrderRow order={order} now={now} />
                </li>
              ))}
            </StyledList>
          )}
          <Pagination
            page={data.page}
            pageCount={data.totalPages}
            onPageChange={(next) => choose(status, next)}
            label={TEXTS.pagination}
          />
        </>
      )}
    </Page>
  );
}
