import type { Transaction } from '@atelier/api-contract';
import { transactionsCsvName } from '@atelier/api-contract/values';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Banner,
  Button,
  DownloadIcon,
  EmptyState,
  ListFrame,
  TextField,
  downloadFromApi,
  formatShortDate,
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
const StyledScroll = styled.div`
  overflow-x: auto;
`;
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  & caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  & .money {
    text-align: right;
    white-space: nowrap;
  }
`;
const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const status = TRANSACTION_STATUS[transaction.status];
  return (
    <tr>
      <td>{formatShortDate(Date.parse(transaction.date))}</td>
      <td>{transaction.description}</td>
      <td>{TRANSACTION_TYPE[transaction.type]}</td>
      <td>{transaction.buyer ?? TEXTS.noBuyer}</td>
      <td className="money">
        {formatMoney(transaction.amount)}
        {transaction.refunded > 0 && (
          <StyledNote>{TEXTS.refunded(formatMoney(transaction.refunded))}</StyledNote>
        )}
      </td>
      <td className="money">{formatMoney(transaction.fee)}</td>
      <td className="money">{formatMoney(transaction.net)}</td>
      <td>
        <Badge tone={status.tone}>{status.label}</Badge>
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
          <StyledScroll>
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
          </StyledScroll>
        </ListFrame>
      )}
    </>
  );
}
