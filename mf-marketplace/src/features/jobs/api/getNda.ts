import type { NdaDocument } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/agreements/nda`: the standard NDA a confidential job's applicant accepts. */
export const getNdaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNda: build.query<NdaDocument, undefined>({
      query: () => ({ url: '/agreements/nda' }),
    }),
  }),
});

export const { useGetNdaQuery } = getNdaApi;
