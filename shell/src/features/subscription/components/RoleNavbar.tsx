import { OwnRoleNavbar, type SelfServiceRole } from '@atelier/shared-ui';

/** The navbar of the role whose subscription page this is (the guard lets only that role in). */
export function SubscriptionNavbar({ audience }: { audience: SelfServiceRole }) {
  return <OwnRoleNavbar workspace={audience} />;
}
