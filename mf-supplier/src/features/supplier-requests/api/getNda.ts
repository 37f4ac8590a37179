import type { NdaDocument } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The platform's standard NDA a supplier accepts with a response (`GET /api/agreements/nda`). */
export const getNdaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNda: build.query<NdaDocument, undefined>({
      query: () => ({ url: '/agreements/nda' }),
    }),
  }),
});

export const { useGetNdaQuery } = getNdaApi;
