import type { JobAutofill, JobAutofillBody, JobAutofillInfo } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * 'Autofill with AI': `GET /api/jobs/autofill` says where the texts come from (the button's
 * hint), `POST` generates them from the title and category.
 */
export const autofillJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAutofillSource: build.query<JobAutofillInfo, undefined>({
      query: () => ({ url: '/jobs/autofill' }),
    }),
    autofillJob: build.mutation<JobAutofill, JobAutofillBody>({
      query: (body) => ({ url: '/jobs/autofill', method: 'POST', body }),
    }),
  }),
});

export const { useGetAutofillSourceQuery, useAutofillJobMutation } = autofillJobApi;
