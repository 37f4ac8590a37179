import type { CompanyProfileBody, MyCompany } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `PUT /api/companies/mine`: creates the company (the caller owns it) or changes it. */
export const saveMyCompanyApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMyCompany: build.mutation<MyCompany, CompanyProfileBody>({
      query: (body) => ({ url: '/companies/mine', method: 'PUT', body }),
      invalidatesTags: ['MyCompany'],
    }),
  }),
});

export const { useSaveMyCompanyMutation } = saveMyCompanyApi;
