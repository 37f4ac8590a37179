import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Role, UserProfile } from '@atelier/shared-ui';

/** What the area store passes to its thunks: how to get a fresh access token. */
export interface ShellExtra {
  getAccessToken: () => Promise<string | null>;
}

export interface AdminUser extends UserProfile {
  createdAt: string;
}

/** auth-service's admin routes (server data through RTK Query). */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: async (headers, { extra }) => {
      const token = await (extra as ShellExtra).getAccessToken();
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['User'],
  endpoints: (build) => ({
    listUsers: build.query<AdminUser[], undefined>({
      query: () => '/admin/users',
      transformResponse: (response: { users: AdminUser[] }) => response.users,
      providesTags: (users = []) => [
        ...users.map(({ id }) => ({ type: 'User' as const, id })),
        { type: 'User' as const, id: 'LIST' },
      ],
    }),
    changeUserRole: build.mutation<AdminUser, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `/admin/users/${id}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }],
    }),
  }),
});

export const { useListUsersQuery, useChangeUserRoleMutation } = adminApi;
