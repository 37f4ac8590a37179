import type { Style } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles/:styleId`: the style's current revision (404 to anyone it is not shared with). */
export const getStyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStyle: build.query<Style, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}` }),
      providesTags: (_style, _error, styleId) => [{ type: 'Style', id: styleId }],
    }),
  }),
});

export const { useGetStyleQuery } = getStyleApi;
