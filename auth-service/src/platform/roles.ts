/** The platform's realm roles (spec 000 section 6) and which of them a user may pick alone. */

export const ROLES = ['freelancer', 'client', 'supplier', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Chosen by the user after sign-up; `admin` is only ever given by another admin. */
export const SELF_SERVICE_ROLES = ['freelancer', 'client', 'supplier'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

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
