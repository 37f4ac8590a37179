import type { PlanAudience, PlansResponse } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plans?role=`: one audience's plans, for the Pro plan's own words on PLM. */
export const getPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlansResponse, PlanAudience>({
      query: (role) => ({ url: '/plans', params: { role } }),
    }),
  }),
});

export const { useGetPlansQuery } = getPlansApi;
