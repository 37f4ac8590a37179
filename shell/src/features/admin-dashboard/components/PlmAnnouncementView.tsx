import type { PlmAnnouncement, PlmAnnouncementPreview } from '@atelier/api-contract';
import { useState } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  ConfirmDialog,
  LoadErrorBanner,
  LoadingState,
  formatShortDate,
} from '@atelier/shared-ui';
import { PLM_ANNOUNCEMENT_TEXTS as TEXTS } from '../model/texts';

// One column no wider than the page: the button's long label ('Announced on <date>: announce
// again') wraps on a phone instead of widening the dashboard.
const StyledSection = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  & > p {
    margin: 0;
  }
  button {
    max-width: 100%;
    white-space: normal;
    text-align: left;
  }
`;

/** What the last announcement did, or why it failed. */
export type PlmAnnouncementOutcome =
  | { kind: 'queued'; result: PlmAnnouncement; wasAnnouncedAt: string | null }
  | { kind: 'failed'; reason: string | null };

export interface PlmAnnouncementViewProps {
  /** What an announcement would do now; undefined while loading or failed. */
  preview: PlmAnnouncementPreview | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The announcement is running. */
  busy: boolean;
  outcome: PlmAnnouncementOutcome | null;
  /** Announces; resolves once the outcome is known. */
  onAnnounce: () => Promise<void>;
}

const dateOf = (timestamp: string) => formatShortDate(new Date(timestamp));

function outcomeText(outcome: PlmAnnouncementOutcome): string {
  if (outcome.kind === 'failed') return TEXTS.failed(outcome.reason);
  const { result, wasAnnouncedAt } = outcome;
  return result.queued === 0 && wasAnnouncedAt !== null
    ? TEXTS.alreadyAnnounced(dateOf(wasAnnouncedAt))
    : TEXTS.queued(result.queued);
}

/** The admin's 'Announce PLM': confirmation with the count, then the outcome. */
export function PlmAnnouncementView({
  preview,
  failed,
  onRetry,
  busy,
  outcome,
  onAnnounce,
}: PlmAnnouncementViewProps) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    await onAnnounce();
    setAsking(false);
  };
  return (
    <StyledSection aria-labelledby="plm-launch-title">
      <h2 id="plm-launch-title">{TEXTS.title}</h2>
      <p>{TEXTS.intro}</p>
      {outcome !== null && (
        <Banner
          tone={outcome.kind === 'failed' ? 'danger' : 'success'}
          title={outcomeText(outcome)}
        />
      )}
      {preview === undefined &&
        (failed ? (
          <LoadErrorBanner title={TEXTS.error} retryLabel={TEXTS.retry} onRetry={onRetry} />
        ) : (
          <LoadingState label={TEXTS.loading} />
        ))}
      {preview !== undefined && (
        <>
          <p>{TEXTS.waiting(preview.waiting)}</p>
          <Button onClick={() => setAsking(true)}>
            {preview.announcedAt === null
              ? TEXTS.announce
              : TEXTS.announcedOn(dateOf(preview.announcedAt))}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking && preview !== undefined}
        title={TEXTS.dialogTitle}
        message={TEXTS.dialogMessage(preview?.waiting ?? 0)}
        confirmLabel={TEXTS.confirm}
        busy={busy}
        busyLabel={TEXTS.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </StyledSection>
  );
}
