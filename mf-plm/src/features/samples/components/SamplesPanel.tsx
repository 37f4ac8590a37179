import { useEffect } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import type { SampleCard, Style } from '@atelier/api-contract';
import {
  Badge,
  Button,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  formatDateOnly,
} from '@atelier/shared-ui';
import { useAppDispatch } from '../../../app/hooks';
import { api } from '../../../lib/api';
import { useGetSamplesQuery } from '../api/getSamples';
import { sampleTag, samplesTag } from '../api/tags';
import { SAMPLE_TEXTS as T } from '../model/texts';
import { RequestSampleForm } from './RequestSampleForm';
import { SampleRound } from './SampleRound';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The round open on the tab is in the address (`?sample=`), so Back and a shared link keep it. */
const SAMPLE_PARAM = 'sample';

/**
 * A style's Samples tab (issue 39): its sample rounds, 'Request a sample' for the owner's side,
 * and the round opened: its status moves, measurement table and 'Revise spec from this fit'.
 */
export function SamplesPanel({
  style,
  dirty,
  onRevised,
  newsCount = 0,
}: {
  style: Style;
  /** The tech pack has unsaved changes: revising the spec waits for them. */
  dirty: boolean;
  /** A new revision was saved from a fit: the page reloads its draft. */
  onRevised: () => void;
  /**
   * How many times someone else moved, measured or photographed one of the style's rounds
   * while the page was open (`useStyleNews`): each time, the rounds are read again.
   */
  newsCount?: number;
}) {
  const [params, setParams] = useSearchParams();
  const open = params.get(SAMPLE_PARAM);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (newsCount === 0) return;
    dispatch(
      api.util.invalidateTags([samplesTag(style.id), ...(open === null ? [] : [sampleTag(open)])]),
    );
  }, [newsCount, dispatch, style.id, open]);
  const { data, isLoading, isError, refetch } = useGetSamplesQuery(style.id);
  const show = (sampleId: string | null) => {
    const next = new URLSearchParams(params);
    if (sampleId === null) next.delete(SAMPLE_PARAM);
    else next.set(SAMPLE_PARAM, sampleId);
    setParams(next);
  };

  if (open !== null) {
    return (
      <SampleRound
        style={style}
        sampleId={open}
        dirty={dirty}
        onClose={() => show(null)}
        onRevised={onRevised}
      />
    );
  }
  if (isLoading) return <LoadingState label={T.loading} />;
  if (isError || data === undefined) {
    return (
      <LoadErrorBanner title={T.loadError} retryLabel={T.retry} onRetry={() => void refetch()} />
    );
  }
  return (
    <div>
      <h2>{T.heading}</h2>
      {data.items.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <StyledList aria-label={T.listLabel}>
          {data.items.map((sample) => (
            <SampleItem key={sample.id} sample={sample} onOpen={() => show(sample.id)} />
          ))}
        </StyledList>
      )}
      {style.access === 'owner' && <RequestSampleForm style={style} onCreated={show} />}
    </div>
  );
}

function SampleItem({ sample, onOpen }: { sample: SampleCard; onOpen: () => void }) {
  return (
    <li>
      <span>
        <Button variant="ghost" onClick={onOpen}>
          {T.open(sample.type, sample.size)}
        </Button>{' '}
        <Badge>{sample.status}</Badge>{' '}
        {sample.outOfTolerance > 0 && (
          <Badge tone="danger">{T.outOfToleranceCount(sample.outOfTolerance)}</Badge>
        )}
      </span>
      <MutedText>
        {T.cardLine(sample.supplier.name, sample.revision)} ·{' '}
        {T.requested(formatDateOnly(sample.requestedOn))}
        {sample.receivedOn !== null && `, ${T.received(formatDateOnly(sample.receivedOn))}`}
      </MutedText>
    </li>
  );
}
