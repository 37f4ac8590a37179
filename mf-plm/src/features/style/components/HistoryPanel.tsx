import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Style, StyleRevisionSummary } from '@atelier/api-contract';
import { compareStyles } from '@atelier/api-contract/values';
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  SelectField,
  formatShortDate,
} from '@atelier/shared-ui';
import { useGetRevisionQuery } from '../api/getRevision';
import { useGetRevisionsQuery } from '../api/getRevisions';
import { useRestoreRevisionMutation } from '../api/restoreRevision';
import { STYLE_TEXTS } from '../model/texts';
import { ChangeList } from './ChangeList';

const T = STYLE_TEXTS.history;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const StyledPickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
`;
const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export interface HistoryPanelProps {
  style: Style;
  /** Whether the page has unsaved changes (a restore discards them, and says so first). */
  dirty: boolean;
  /** After a restore: the page's draft starts again from the style as saved now. */
  onRestored: () => void;
  /** A revision's approval (issue 39; the approvals feature, composed by the page). */
  renderApproval?: (revision: StyleRevisionSummary) => ReactNode;
}

/** Every revision of the style; any two compared side by side; an old one restored as new. */
export function HistoryPanel({ style, dirty, onRestored, renderApproval }: HistoryPanelProps) {
  const { data, isError, isLoading, refetch } = useGetRevisionsQuery(style.id);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [restoreFailed, setRestoreFailed] = useState(false);
  const [restoreRevision, { isLoading: restoringNow }] = useRestoreRevisionMutation();

  if (isLoading) return <LoadingState label={T.loading} />;
  if (isError || data === undefined) {
    return (
      <LoadErrorBanner
        title={T.error}
        retryLabel={STYLE_TEXTS.retry}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <div>
      <h2>{T.heading}</h2>
      {restoreFailed && (
        <Banner tone="danger" reveal>
          {T.restoreFailed}
        </Banner>
      )}
      <StyledList>
        {data.items.map((revision) => (
          <li key={revision.revision}>
            <div>
              <strong>{STYLE_TEXTS.revision(revision.revision)}</strong>{' '}
              {revision.revision === style.revision && <Badge>{T.current}</Badge>}
              <div>{revision.summary}</div>
              <MutedText>
                {T.by(revision.author.name, formatShortDate(new Date(revision.createdAt)))}
                {revision.restoredFrom !== null && ` · ${T.restoredFrom(revision.restoredFrom)}`}
              </MutedText>
              {renderApproval?.(revision)}
            </div>
            {revision.revision !== style.revision && (
              <Button variant="secondary" size="sm" onClick={() => setRestoring(revision.revision)}>
                {T.restore(revision.revision)}
              </Button>
            )}
          </li>
        ))}
      </StyledList>
      {data.items.length > 1 && <Comparison styleId={style.id} revisions={data.items} />}
      <ConfirmDialog
        open={restoring !== null}
        title={T.restoreTitle(restoring ?? 0)}
        message={`${T.restoreMessage(restoring ?? 0, style.revision + 1)}${dirty ? ` ${T.restoreDirty}` : ''}`}
        confirmLabel={T.restoreConfirm}
        cancelLabel={STYLE_TEXTS.cancel}
        busy={restoringNow}
        busyLabel={T.restoring}
        onCancel={() => setRestoring(null)}
        onConfirm={() => void restore()}
      />
    </div>
  );

  async function restore() {
    if (restoring === null) return;
    setRestoreFailed(false);
    try {
      await restoreRevision({
        styleId: style.id,
        revision: restoring,
        baseRevision: style.revision,
      }).unwrap();
      onRestored();
    } catch {
      setRestoreFailed(true);
    }
    setRestoring(null);
  }
}

/** Two revisions side by side: by default the one before the current and the current. */
function Comparison({
  styleId,
  revisions,
}: {
  styleId: string;
  revisions: readonly StyleRevisionSummary[];
}) {
  const [from, setFrom] = useState(revisions[1]?.revision ?? 1);
  const [to, setTo] = useState(revisions[0]?.revision ?? 1);
  const before = useGetRevisionQuery(from === to ? skipToken : { styleId, revision: from });
  const after = useGetRevisionQuery(from === to ? skipToken : { styleId, revision: to });
  const options = revisions.map(({ revision }) => ({
    value: String(revision),
    label: STYLE_TEXTS.revision(revision),
  }));
  const changes =
    before.data !== undefined && after.data !== undefined
      ? compareStyles(before.data.content, after.data.content)
      : null;

  return (
    <StyledSection aria-labelledby="compare-title">
      <h2 id="compare-title">{T.compare}</h2>
      <StyledPickers>
        <SelectField
          label={T.from}
          value={String(from)}
          options={options}
          onChange={(event) => setFrom(Number(event.target.value))}
        />
        <SelectField
          label={T.to}
          value={String(to)}
          options={options}
          onChange={(event) => setTo(Number(event.target.value))}
        />
      </StyledPickers>
      {from === to ? (
        <p>{T.noDifferences}</p>
      ) : changes === null ? (
        <LoadingState label={T.comparing} />
      ) : changes.length === 0 ? (
        <p>{T.noDifferences}</p>
      ) : (
        <ChangeList changes={changes} />
      )}
    </StyledSection>
  );
}
