import { ProfileResponse } from '@atelier/api-contract';
import type { UserProfile } from './repository';
import { toIsoTimestamp } from '../../platform/schemas';

export { ProfileResponse };

export function toProfileResponse(profile: UserProfile): ProfileResponse {
  return {
    id: profile.id,
    email: profile.email,
    fullName: profile.fullName,
    role: profile.role,
    username: profile.username,
    createdAt: toIsoTimestamp(profile.createdAt),
    updatedAt: toIsoTimestamp(profile.updatedAt),
  };
}
