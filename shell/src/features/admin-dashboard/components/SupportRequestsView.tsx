import type { SupportRequest } from '@atelier/api-contract';
import { Badge, formatShortDate, supportTopicLabel } from '@atelier/shared-ui';
import { SUPPORT_REQUESTS_TEXTS as TEXTS } from '../model/texts';
import { AdminRecordsSection } from './AdminRecordsSection';

export interface SupportRequestsViewProps {
  /** The requests, newest first; undefined while loading or after a failure. */
  requests: readonly SupportRequest[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** What users sent through Contact Support, newest first. */
export function SupportRequestsView({ requests, failed, onRetry }: SupportRequestsViewProps) {
  return (
    <AdminRecordsSection
      titleId="support-requests-title"
      texts={TEXTS}
      records={requests}
      failed={failed}
      onRetry={onRetry}
      meta={(request) => (
        <>
          <Badge tone="info">{supportTopicLabel(request.topic)}</Badge>
          <span>{TEXTS.from(request.email)}</span>
          <time dateTime={request.createdAt}>{formatShortDate(Date.parse(request.createdAt))}</time>
        </>
      )}
      text={(request) => request.message}
    />
  );
}
