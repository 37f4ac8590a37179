import { apiErrorOf, refusalReason } from '@atelier/shared-ui';
import { useState } from 'react';
import { useAnnouncePlmMutation, useGetPlmAnnouncementQuery } from '../api/plmAnnouncement';
import { PlmAnnouncementView, type PlmAnnouncementOutcome } from './PlmAnnouncementView';

/** 'Announce PLM' through the API; the count is read again after each announcement. */
export function PlmAnnouncement() {
  const { data, isError, refetch } = useGetPlmAnnouncementQuery(undefined);
  const [announce, { isLoading }] = useAnnouncePlmMutation();
  const [outcome, setOutcome] = useState<PlmAnnouncementOutcome | null>(null);

  const onAnnounce = async () => {
    const wasAnnouncedAt = data?.announcedAt ?? null;
    try {
      const result = await announce(undefined).unwrap();
      setOutcome({ kind: 'queued', result, wasAnnouncedAt });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: refusalReason(error) ?? serverReason(error) });
    }
    void refetch();
  };

  return (
    <PlmAnnouncementView
      preview={data}
      failed={isError}
      onRetry={() => void refetch()}
      busy={isLoading}
      outcome={outcome}
      onAnnounce={onAnnounce}
    />
  );
}

/** A 503's message says what is missing (e-mail is off); other 5xx say nothing useful. */
function serverReason(error: unknown): string | null {
  const apiError = apiErrorOf(error);
  return apiError?.status === 503 && apiError.message !== '' ? apiError.message : null;
}
