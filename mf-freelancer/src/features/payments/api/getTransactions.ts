import type { TransactionPage } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { transactionsSearch, type TransactionsFilter } from '../model/transactionsFilter';

/** `GET /api/payments/transactions?q&from&to&page`: one page of Payment History. */
export const getTransactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<TransactionPage, TransactionsFilter & { page: number }>({
      query: ({ page, ...filter }) => ({
        url: `/payments/transactions${transactionsSearch(filter, page)}`,
      }),
    }),
  }),
});

export const { useGetTransactionsQuery } = getTransactionsApi;
