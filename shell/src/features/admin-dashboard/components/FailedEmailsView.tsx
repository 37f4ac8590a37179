import type { AdminEmail } from '@atelier/api-contract';
import { Badge, formatShortDate } from '@atelier/shared-ui';
import { FAILED_EMAILS_TEXTS as TEXTS } from '../model/texts';
import { AdminRecordsSection } from './AdminRecordsSection';

export interface FailedEmailsViewProps {
  /** The failed e-mails, newest first; undefined while loading or after a failure. */
  emails: readonly AdminEmail[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** E-mails the platform gave up sending, with the last error, for admins. */
export function FailedEmailsView({ emails, failed, onRetry }: FailedEmailsViewProps) {
  return (
    <AdminRecordsSection
      titleId="failed-emails-title"
      texts={TEXTS}
      records={emails}
      failed={failed}
      onRetry={onRetry}
      meta={(email) => (
        <>
          <Badge tone="danger">{TEXTS.kind(email.kind)}</Badge>
          <span>{TEXTS.recipient(email.recipientId)}</span>
          <span>{TEXTS.attempts(email.attempts)}</span>
          <time dateTime={email.finishedAt ?? email.createdAt}>
            {formatShortDate(Date.parse(email.finishedAt ?? email.createdAt))}
          </time>
        </>
      )}
      text={(email) => email.lastError}
    />
  );
}
