/** The platform's realm roles (spec 000 section 6; the list is the API contract's). */
import { ROLES, type Role } from '@atelier/api-contract';

export { ROLES, SELF_SERVICE_ROLES, type Role, type SelfServiceRole } from '@atelier/api-contract';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The platform role among a token's realm roles (Keycloak adds its own, e.g.
 * `default-roles-atelier`). A user holds one; should several be mapped, admin wins, then the
 * order of ROLES, so the answer never depends on the order Keycloak lists them in.
 */
export function platformRoleOf(realmRoles: readonly string[]): Role | null {
  if (realmRoles.includes('admin')) return 'admin';
  return ROLES.find((role) => realmRoles.includes(role)) ?? null;
}
