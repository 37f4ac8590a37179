/**
 * The demo accounts' fixed Keycloak ids: the local and test realm import gives the five demo
 * users these ids (scripts/lib/keycloak.mjs, DEMO_ACCOUNTS), so demo data can be owned by them
 * before anyone signs in.
 */
export const DEMO_FREELANCER = {
  id: 'de300000-0000-4000-8000-000000000001',
  email: 'freelancer@demo.atelier.test',
  fullName: 'Demo Freelancer',
} as const;

export const DEMO_CLIENT = {
  id: 'de300000-0000-4000-8000-000000000002',
  email: 'client@demo.atelier.test',
  fullName: 'Demo Client',
} as const;

export const DEMO_SUPPLIER = {
  id: 'de300000-0000-4000-8000-000000000003',
  email: 'supplier@demo.atelier.test',
  fullName: 'Demo Supplier',
} as const;
