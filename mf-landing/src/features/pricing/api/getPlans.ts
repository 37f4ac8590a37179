import { parseCatalogueResponse, type PlanAudience, type PlanCatalogue } from '../model/plan';
import { api } from '../../../lib/api';

/** `GET /api/plans?role=` : the plans of one audience, cheapest first, and the payments status. */
export const getPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlanCatalogue, PlanAudience>({
      query: (role) => ({ url: '/plans', params: { role } }),
      transformResponse: parseCatalogueResponse,
    }),
  }),
});

export const { useGetPlansQuery } = getPlansApi;
