import { useState } from 'react';
import type { Style } from '@atelier/api-contract';
import type { SampleStatus } from '@atelier/api-contract/values';
import {
  Badge,
  Banner,
  Button,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  apiErrorOf,
  formatDateOnly,
} from '@atelier/shared-ui';
import { useGetSampleQuery } from '../api/getSample';
import { useMoveSampleMutation } from '../api/moveSample';
import { todayDate } from '../model/requestForm';
import { SAMPLE_TEXTS } from '../model/texts';
import { MeasurementTable } from './MeasurementTable';
import { ReviseSpecForm } from './ReviseSpecForm';
import { SamplePhotos } from './SamplePhotos';

const T = SAMPLE_TEXTS.round;

/** One round: its status and the moves the caller may make, its measurements, revising the spec. */
export function SampleRound({
  style,
  sampleId,
  dirty,
  onClose,
  onRevised,
}: {
  style: Style;
  sampleId: string;
  dirty: boolean;
  onClose: () => void;
  onRevised: () => void;
}) {
  const {
    data: sample,
    isLoading,
    isError,
    refetch,
  } = useGetSampleQuery({
    styleId: style.id,
    sampleId,
  });
  const [moveSample, { isLoading: moving }] = useMoveSampleMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <LoadingState label={SAMPLE_TEXTS.loading} />;
  if (isError || sample === undefined) {
    return (
      <LoadErrorBanner
        title={SAMPLE_TEXTS.loadError}
        retryLabel={SAMPLE_TEXTS.retry}
        onRetry={() => void refetch()}
      />
    );
  }

  const move = (status: SampleStatus) => {
    setFailure(null);
    moveSample({
      styleId: style.id,
      sampleId,
      body: {
        status,
        version: sample.version,
        ...(status === 'Received' ? { receivedOn: todayDate() } : {}),
      },
    })
      .unwrap()
      .catch((error: unknown) =>
        setFailure(apiErrorOf(error)?.status === 409 ? T.moved : T.failed),
      );
  };

  return (
    <article aria-labelledby={`sample-${sample.id}`}>
      <Button variant="ghost" onClick={onClose}>
        {T.close}
      </Button>
      <h3 id={`sample-${sample.id}`}>{T.heading(sample.type, sample.size)}</h3>
      <MutedText>{T.details(sample.supplier.name, sample.revision)}</MutedText>
      <p>
        {T.status}: <Badge>{sample.status}</Badge> ·{' '}
        {SAMPLE_TEXTS.requested(formatDateOnly(sample.requestedOn))}
        {sample.receivedOn !== null &&
          `, ${SAMPLE_TEXTS.received(formatDateOnly(sample.receivedOn))}`}
      </p>
      {sample.moves.length > 0 && (
        <p>
          {sample.moves.map((status) => (
            <Button key={status} variant="secondary" disabled={moving} onClick={() => move(status)}>
              {moving ? T.moving : T.moveTo(status)}
            </Button>
          ))}
        </p>
      )}
      {failure !== null && (
        <Banner tone="warning" reveal>
          {failure}
        </Banner>
      )}
      {!sample.canMeasure &&
        sample.status !== 'Received' &&
        sample.measurements.every((row) => row.measuredMicrometres === null) && (
          <MutedText>{T.notYetMeasurable}</MutedText>
        )}
      <SamplePhotos sample={sample} />
      <MeasurementTable key={`${sample.id}-${String(sample.canMeasure)}`} sample={sample} />
      {sample.canRevise && (
        <ReviseSpecForm sample={sample} style={style} dirty={dirty} onRevised={onRevised} />
      )}
    </article>
  );
}
