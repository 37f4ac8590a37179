import type { MyCompany } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/companies/mine`: the caller's company (null until saved) and their role in it. */
export const getMyCompanyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCompany: build.query<MyCompany, undefined>({
      query: () => ({ url: '/companies/mine' }),
      providesTags: ['MyCompany'],
    }),
  }),
});

export const { useGetMyCompanyQuery } = getMyCompanyApi;
