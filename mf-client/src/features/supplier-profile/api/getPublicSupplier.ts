import type { PublicSupplier } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * A supplier's public page (`GET /api/suppliers/:userId`). The reader is part of the key: the
 * catalogue's link is given to a signed-in reader only, so a sign-in asks again.
 */
export const getPublicSupplierApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSupplier: build.query<PublicSupplier, { userId: string; viewer: string | null }>({
      query: ({ userId }) => ({ url: `/suppliers/${encodeURIComponent(userId)}` }),
    }),
  }),
});

export const { useGetPublicSupplierQuery } = getPublicSupplierApi;
