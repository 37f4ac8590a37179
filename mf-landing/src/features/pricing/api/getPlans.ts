import { parsePlansResponse, type Plan, type PlanAudience } from '../model/plan';
import { plansApi } from './plansApi';

/** `GET /api/plans?role=` : the plans of one audience, cheapest first. */
export const getPlansApi = plansApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], PlanAudience>({
      query: (role) => ({ url: 'plans', params: { role } }),
      transformResponse: parsePlansResponse,
    }),
  }),
});

export const { useGetPlansQuery } = getPlansApi;
