import { Outlet } from 'react-router-dom';
import { MessagingIndicators } from '@atelier/inbox';
import { AdminNavbar, OwnRoleNavbar, useSession } from '@atelier/shared-ui';

/**
 * Every PLM screen inside the signed-in user's own header (PLM is for every role): their role's
 * navigation, the bell and the messages icon, and the account menu; the admin's for an admin.
 * The shell's guard lets only signed-in users with a role in.
 */
export function PlmLayout() {
  const session = useSession();
  const role = session.status === 'signedIn' ? (session.profile?.role ?? null) : null;
  return (
    <>
      {role === 'admin' && <AdminNavbar />}
      {role !== null && role !== 'admin' && (
        <OwnRoleNavbar workspace={role} indicators={<MessagingIndicators workspace={role} />} />
      )}
      <Outlet />
    </>
  );
}
