import type { PlmAnnouncement, PlmAnnouncementPreview } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/admin/plm/announcement`: how many PLM waitlist addresses 'Announce PLM' would
 * e-mail now, and when PLM was first announced; `POST`: the announcement (issue 38).
 */
export const plmAnnouncementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlmAnnouncement: build.query<PlmAnnouncementPreview, undefined>({
      query: () => ({ url: '/admin/plm/announcement' }),
    }),
    announcePlm: build.mutation<PlmAnnouncement, undefined>({
      query: () => ({ url: '/admin/plm/announcement', method: 'POST' }),
    }),
  }),
});

export const { useGetPlmAnnouncementQuery, useAnnouncePlmMutation } = plmAnnouncementApi;
