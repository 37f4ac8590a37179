import type { MeasurementEntry, Sample } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleTag, sampleUrl, samplesTag } from './tags';

/**
 * `PUT /api/plm/styles/:styleId/samples/:sampleId/measurements`: measured values and comments,
 * all or none (409 with the round as it is when someone entered a point since it was read).
 */
export const putMeasurementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    putMeasurements: build.mutation<
      Sample,
      { styleId: string; sampleId: string; entries: MeasurementEntry[] }
    >({
      query: ({ styleId, sampleId, entries }) => ({
        url: `${sampleUrl(styleId, sampleId)}/measurements`,
        method: 'PUT',
        body: { entries },
      }),
      invalidatesTags: (_sample, _error, { styleId, sampleId }) => [
        samplesTag(styleId),
        sampleTag(sampleId),
      ],
    }),
  }),
});

export const { usePutMeasurementsMutation } = putMeasurementsApi;
