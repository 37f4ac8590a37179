import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  Banner,
  LinkButton,
  STARTER_LIMIT_TEXTS,
  subscriptionPathOf,
  useSession,
} from '@atelier/shared-ui';
import { useGetAllowancesQuery } from '../api/getAllowances';
import { formatProOnlyUntil, proWindowNotice } from '../model/premium';
import { JOB_TEXTS } from '../model/texts';

/**
 * A premium job's Pro window (issue 43, item 6): 'Open to Pro freelancers until DATE', with the
 * upgrade link for a Starter freelancer; nothing for a Pro freelancer or out of the window.
 */
export function ProWindowNotice({ proOnlyUntil }: { proOnlyUntil: string | null }) {
  const session = useSession();
  const role = session.status === 'signedIn' ? (session.profile?.role ?? null) : null;
  // The plan of a signed-in freelancer (RTK Query asks once for every card of the page).
  const { data: allowances } = useGetAllowancesQuery(
    proOnlyUntil !== null && role === 'freelancer' ? undefined : skipToken,
  );
  const notice = proWindowNotice(proOnlyUntil, {
    role,
    pro: allowances === undefined ? undefined : allowances.plan === 'pro',
  });
  if (notice === 'none' || proOnlyUntil === null) return null;
  return (
    <Banner tone="info" title={JOB_TEXTS.proOnlyUntil(formatProOnlyUntil(proOnlyUntil))}>
      {notice === 'upgrade' && (
        <LinkButton to={subscriptionPathOf('freelancer')} size="sm">
          {STARTER_LIMIT_TEXTS.upgrade}
        </LinkButton>
      )}
    </Banner>
  );
}
