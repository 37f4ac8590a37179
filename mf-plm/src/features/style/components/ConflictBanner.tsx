import styled from 'styled-components';
import { Banner, Button, formatShortDate } from '@atelier/shared-ui';
import type { SaveState } from '../model/useStyleDraft';
import { STYLE_TEXTS as T } from '../model/texts';
import { ChangeList } from './ChangeList';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ConflictBannerProps {
  conflict: Extract<SaveState, { kind: 'conflict' }>;
  saving: boolean;
  onSaveMine: () => void;
  onLoadTheirs: () => void;
}

/**
 * A save refused because someone saved first: who, which revision, what they changed; the
 * user's draft stays in the form until they choose to save it over theirs or load theirs.
 */
export function ConflictBanner({
  conflict,
  saving,
  onSaveMine,
  onLoadTheirs,
}: ConflictBannerProps) {
  return (
    <Banner tone="warning" title={T.conflictTitle} reveal>
      <p>
        {T.conflictBy(
          conflict.updatedBy,
          conflict.currentRevision,
          formatShortDate(new Date(conflict.updatedAt)),
        )}
      </p>
      {conflict.changes.length === 0 ? (
        <p>{T.conflictNone}</p>
      ) : (
        <>
          <p>{T.conflictChanges}</p>
          <ChangeList changes={conflict.changes} />
        </>
      )}
      <StyledActions>
        <Button onClick={onSaveMine} disabled={saving}>
          {saving ? T.saving : T.saveMine}
        </Button>
        <Button variant="secondary" onClick={onLoadTheirs} disabled={saving}>
          {T.loadTheirs}
        </Button>
      </StyledActions>
    </Banner>
  );
}
