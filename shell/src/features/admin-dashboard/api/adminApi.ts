import type { Role, UserProfile } from '@atelier/shared-ui';
import { api } from '../../../lib/api';

export interface AdminUser extends UserProfile {
  createdAt: string;
}

/** auth-service's admin routes. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<AdminUser[], undefined>({
      query: () => ({ url: '/admin/users' }),
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
