import { Type, type Static } from '@sinclair/typebox';
import { Nullable, ROLES, RoleSchema, StringEnum, Timestamp } from './common';

/** `GET/PATCH /api/me`, `POST /api/me/role`, `PUT /api/admin/users/:id/role`: a profile. */
export const ProfileResponse = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The Keycloak user id.' }),
    email: Type.String(),
    fullName: Nullable(Type.String()),
    role: Nullable(RoleSchema),
    username: Nullable(
      Type.String({ description: "The public profile's address, once chosen (lower case)." }),
    ),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type ProfileResponse = Static<typeof ProfileResponse>;

/** `PATCH /api/me`. */
export const UpdateProfileBody = Type.Object(
  { fullName: Type.String({ maxLength: 1000, description: '1 to 100 characters once trimmed.' }) },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

/** `POST /api/me/role`. */
export const ChooseRoleBody = Type.Object(
  {
    role: StringEnum(ROLES, {
      description: 'freelancer, client or supplier; admin is refused with 403.',
    }),
  },
  { additionalProperties: false },
);
export type ChooseRoleBody = Static<typeof ChooseRoleBody>;

/** What the admin dashboard lists per user. */
export const AdminUser = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    fullName: Nullable(Type.String()),
    role: Nullable(RoleSchema),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type AdminUser = Static<typeof AdminUser>;

/** The furthest a page may start: far beyond any user count this dashboard will list. */
export const MAX_OFFSET = 1_000_000;

/** `GET /api/admin/users?limit=&offset=`. */
export const AdminUsersQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    // Bounded: past PostgreSQL's bigint an OFFSET fails (500), and no page is that far.
    offset: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
  },
  { additionalProperties: false },
);
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;

export const AdminUsersResponse = Type.Object(
  {
    users: Type.Array(AdminUser),
    total: Type.Integer({ description: 'Every profile, for paging.' }),
  },
  { additionalProperties: false },
);
export type AdminUsersResponse = Static<typeof AdminUsersResponse>;

export const UserIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type UserIdParams = Static<typeof UserIdParams>;

/** `PUT /api/admin/users/:id/role`. */
export const ChangeRoleBody = Type.Object(
  { role: StringEnum(ROLES) },
  { additionalProperties: false },
);
export type ChangeRoleBody = Static<typeof ChangeRoleBody>;
