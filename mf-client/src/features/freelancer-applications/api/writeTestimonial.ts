import type { Testimonial, TestimonialBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/hires/:hireId/testimonial`: the hiring client's testimonial of a hire (once; 409 when
 * one is written). Either way the applications are read again: they say it is written.
 */
export const writeTestimonialApi = api.injectEndpoints({
  endpoints: (build) => ({
    writeTestimonial: build.mutation<Testimonial, { hireId: string; body: TestimonialBody }>({
      query: ({ hireId, body }) => ({
        url: `/hires/${encodeURIComponent(hireId)}/testimonial`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useWriteTestimonialMutation } = writeTestimonialApi;
