import type { Transaction } from '@atelier/api-contract';
import { transactionsCsvName } from '@atelier/api-contract/values';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Banner,
  Button,
  DownloadIcon,
  EmptyState,
  ListFrame,
  ROUTES,
  TextField,
  downloadFromApi,
  formatShortDate,
  mediaUp,
  orderPath,
  productPath,
  usePlatform,
} from '@atelier/shared-ui';
import { useGetTransactionsQuery } from '../api/getTransactions';
import { formatMoney } from '../model/earnings';
import { TRANSACTION_STATUS, TRANSACTION_TYPE } from '../model/transactionLabels';
import {
  NO_FILTER,
  isBackwardsRange,
  transactionsCsvUrl,
  type TransactionsFilter,
} from '../model/transactionsFilter';
import { HISTORY_TEXTS as TEXTS, PAYMENTS_TEXTS } from '../model/texts';

/** A search asks the API once the typing pauses. */
export const SEARCH_DELAY_MS = 300;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  & > :first-child {
    flex: 1 1 16rem;
  }
`;
// Payment History (issue 37): a table from the md breakpoint, and below it one card per
// transaction, each figure beside its column's name, so nothing shrinks to a letter a line or
// is cut off on a phone. One markup for both (Chromium keeps a table's semantics whatever its
// display; the browser test reads the cards as rows). Words never break inside: the body's
// `overflow-wrap: anywhere` would let a column shrink to 'Marketplac e sale' at 1280 px.
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  overflow-wrap: break-word;
  & caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  & thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & tbody {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  & tr {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  & td {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.md};
  }
  & td::before {
    content: attr(data-label);
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & td.title {
    display: block;
    order: -1;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & td.title::before {
    content: none;
  }
  & td > * {
    min-width: 0;
    text-align: right;
  }
  & .nowrap {
    white-space: nowrap;
  }
  /* The whole card (or row) opens the transaction's order or product. */
  & td.title a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  ${mediaUp('md')} {
    & thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
      display: table-header-group;
    }
    & tbody {
      display: table-row-group;
    }
    & tr {
      display: table-row;
      padding: 0;
      border: none;
      background: none;
    }
    & th,
    & td,
    & td.title {
      display: table-cell;
      padding: ${({ theme }) => theme.space.sm};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      text-align: left;
      vertical-align: top;
    }
    & td::before {
      content: none;
    }
    & td > * {
      text-align: inherit;
    }
    & td.title {
      font-weight: ${({ theme }) => theme.fontWeights.regular};
    }
    & .money {
      text-align: right;
    }
  }
`;
/** A cell's value, laid out beside its label on a phone. */
const StyledValue = styled.span`
  display: block;
`;
const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * Where a transaction's row goes: a custom service's payment to its order, a ready-made sale to
 * the product sold, a subscription payment to the subscription.
 */
function transactionPath(transaction: Transaction): string {
  if (transaction.orderId !== null) return orderPath(transaction.orderId);
  if (transaction.productId !== null) return productPath(transaction.productId);
  return ROUTES.freelancer.subscription;
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const status = TRANSACTION_STATUS[transaction.status];
  const { columns } = TEXTS;
  return (
    <tr>
      <td data-label={columns.date}>
        <StyledValue className="nowrap">
          {formatShortDate(Date.parse(transaction.date))}
        </StyledValue>
      </td>
      <td className="title">
        <Link to={transactionPath(transaction)}>{transaction.description}</Link>
      </td>
      <td data-label={columns.type}>
        <StyledValue className="nowrap">{TRANSACTION_TYPE[transaction.type]}</StyledValue>
      </td>
      <td data-label={columns.buyer}>
        <StyledValue>{transaction.buyer ?? TEXTS.noBuyer}</StyledValue>
      </td>
      <td data-label={columns.amount} className="money">
        <StyledValue className="nowrap">
          {formatMoney(transaction.amount)}
          {transaction.refunded > 0 && (
            <StyledNote>{TEXTS.refunded(formatMoney(transaction.refunded))}</StyledNote>
          )}
        </StyledValue>
      </td>
      <td data-label={columns.fee} className="money">
        <StyledValue className="nowrap">{formatMoney(transaction.fee)}</StyledValue>
      </td>
      <td data-label={columns.net} className="money">
        <StyledValue className="nowrap">{formatMoney(transaction.net)}</StyledValue>
      </td>
      <td data-label={columns.status}>
        <StyledValue className="nowrap">
          <Badge tone={status.tone}>{status.label}</Badge>
        </StyledValue>
      </td>
    </tr>
  );
}

/**
 * Payment History: the seller's sales and their own subscription payments, searched by
 * description or buyer and by date, page by page, and exported as CSV (every row of the filter).
 */
export function HistoryTab() {
  const { getAccessToken } = usePlatform();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TransactionsFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const backwards = isBackwardsRange(filter);
  const { data, isLoading, isError, refetch } = useGetTransactionsQuery(
    { ...filter, page },
    { skip: backwards },
  );

  useEffect(() => {
    if (search === filter.q) return undefined;
    const timer = setTimeout(() => {
      setFilter((current) => ({ ...current, q: search }));
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter.q]);

  const setDate = (key: 'from' | 'to', value: string) => {
    setFilter((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadFromApi(
        transactionsCsvUrl(filter),
        transactionsCsvName(filter),
        getAccessToken,
      );
    } catch {
      setExportFailed(true);
    }
    setExporting(false);
  };

  const filtered = filter.q.trim() !== '' || filter.from !== '' || filter.to !== '';
  const transactions = data?.transactions ?? [];
  return (
    <>
      <StyledToolbar>
        <TextField
          type="search"
          label={TEXTS.search}
          hint={TEXTS.searchHint}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <TextField
          type="date"
          label={TEXTS.from}
          value={filter.from}
          max={filter.to === '' ? undefined : filter.to}
          onChange={(event) => setDate('from', event.target.value)}
        />
        <TextField
          type="date"
          label={TEXTS.to}
          value={filter.to}
          min={filter.from === '' ? undefined : filter.from}
          error={backwards ? TEXTS.backwards : undefined}
          onChange={(event) => setDate('to', event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={backwards}
          busy={exporting}
          busyLabel={TEXTS.exporting}
          onClick={() => void exportCsv()}
        >
          <DownloadIcon /> {TEXTS.export}
        </Button>
      </StyledToolbar>
      {exportFailed && (
        <Banner tone="danger" title={TEXTS.exportFailed} onDismiss={() => setExportFailed(false)} />
      )}
      {!backwards && (
        <ListFrame
          status={isLoading ? 'loading' : isError && data === undefined ? 'error' : 'ready'}
          loadingLabel={TEXTS.loading}
          errorTitle={TEXTS.error}
          retryLabel={PAYMENTS_TEXTS.retry}
          onRetry={() => void refetch()}
          isEmpty={transactions.length === 0}
          empty={
            <EmptyState
              title={TEXTS.empty}
              text={filtered ? TEXTS.emptyFiltered : TEXTS.emptyText}
            />
          }
          paging={{
            page,
            pageCount: data?.totalPages ?? 1,
            onPageChange: setPage,
            label: TEXTS.pages,
          }}
        >
          <StyledTable>
            <caption>{TEXTS.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXTS.columns.date}</th>
                <th scope="col">{TEXTS.columns.description}</th>
                <th scope="col">{TEXTS.columns.type}</th>
                <th scope="col">{TEXTS.columns.buyer}</th>
                <th scope="col" className="money">
                  {TEXTS.columns.amount}
                </th>
                <th scope="col" className="money">
                  {TEXTS.columns.fee}
                </th>
                <th scope="col" className="money">
                  {TEXTS.columns.net}
                </th>
                <th scope="col">{TEXTS.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </tbody>
          </StyledTable>
        </ListFrame>
      )}
    </>
  );
}
