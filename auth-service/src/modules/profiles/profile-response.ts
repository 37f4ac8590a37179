import { Type, type Static } from '@sinclair/typebox';
import type { UserProfile } from './repository';
import { Nullable, RoleSchema, Timestamp, toIsoTimestamp } from '../../platform/schemas';

export const ProfileResponse = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The Keycloak user id.' }),
    email: Type.String(),
    fullName: Nullable(Type.String()),
    role: Nullable(RoleSchema),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type ProfileResponse = Static<typeof ProfileResponse>;

export function toProfileResponse(profile: UserProfile): ProfileResponse {
  return {
    id: profile.id,
    email: profile.email,
    fullName: profile.fullName,
    role: profile.role,
    createdAt: toIsoTimestamp(profile.createdAt),
    updatedAt: toIsoTimestamp(profile.updatedAt),
  };
}
