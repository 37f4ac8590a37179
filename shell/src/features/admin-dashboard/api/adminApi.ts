import type { Role, UserProfile } from '@atelier/shared-ui';
import { authServiceApi } from '../../../lib/authServiceApi';

export interface AdminUser extends UserProfile {
  createdAt: string;
}

/** auth-service's admin routes. */
export const adminApi = authServiceApi.injectEndpoints({
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
