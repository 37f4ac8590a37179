import { useState } from 'react';
import styled from 'styled-components';
import type { Sample } from '@atelier/api-contract';
import {
  formatDeviation,
  formatLength,
  sampleDeviation,
  withinTolerance,
} from '@atelier/api-contract/values';
import { Badge, Banner, Button, MutedText, TextField, apiErrorOf } from '@atelier/shared-ui';
import { usePutMeasurementsMutation } from '../api/putMeasurements';
import {
  changedEntries,
  draftOf,
  rebaseDraft,
  type MeasurementDraft,
} from '../model/measurementDraft';
import { SAMPLE_TEXTS } from '../model/texts';
import { MeasuredField } from './MeasuredField';

const T = SAMPLE_TEXTS.table;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;
const StyledScroll = styled.div`
  overflow-x: auto;
`;

type Outcome = 'saved' | 'conflict' | 'failed' | null;

/**
 * A round's measurement table in the style's unit: each point's spec at the sample's size, what
 * was measured, the deviation (live while typing: the same figures the API stores) and whether it
 * is within tolerance, in words. The supplier and the owner's side type values and fit comments.
 */
export function MeasurementTable({ sample }: { sample: Sample }) {
  const unit = sample.measurementUnit;
  const [draft, setDraft] = useState<MeasurementDraft>(() => draftOf(sample.measurements));
  // The rows the fields were read from: the round read again (live news, a save) rebases them.
  const [latest, setLatest] = useState(sample.measurements);
  const [read, setRead] = useState(sample.measurements);
  if (latest !== sample.measurements) {
    const rebased = rebaseDraft(read, sample.measurements, draft);
    setLatest(sample.measurements);
    setRead(rebased.read);
    setDraft(rebased.draft);
  }
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [putMeasurements, { isLoading: saving }] = usePutMeasurementsMutation();
  const entries = changedEntries(read, draft);
  const editable = sample.canMeasure;

  const save = () => {
    setOutcome(null);
    putMeasurements({ styleId: sample.styleId, sampleId: sample.id, entries })
      .unwrap()
      .then((saved) => {
        setDraft(draftOf(saved.measurements));
        setRead(saved.measurements);
        setOutcome('saved');
      })
      .catch((error: unknown) => {
        const refusal = apiErrorOf(error);
        if (refusal?.status === 409) {
          const current = refusal.details?.sample as Sample | undefined;
          if (current !== undefined) {
            setDraft(draftOf(current.measurements));
            setRead(current.measurements);
          }
          setOutcome('conflict');
        } else setOutcome('failed');
      });
  };

  return (
    <section aria-labelledby={`measurements-${sample.id}`}>
      <h4 id={`measurements-${sample.id}`}>{T.caption(unit)}</h4>
      <StyledScroll>
        <StyledTable aria-labelledby={`measurements-${sample.id}`}>
          <thead>
            <tr>
              <th scope="col">{T.point}</th>
              <th scope="col">{T.spec}</th>
              <th scope="col">{T.tolerance}</th>
              <th scope="col">{T.measured}</th>
              <th scope="col">{T.deviation}</th>
              <th scope="col">{T.result}</th>
              <th scope="col">{T.comment}</th>
            </tr>
          </thead>
          <tbody>
            {sample.measurements.map((row) => {
              const typed = draft[row.pointId] ?? { measuredMicrometres: null, comment: '' };
              const label = `${row.code} ${row.name}`;
              const deviation =
                typed.measuredMicrometres === null || row.specMicrometres === null
                  ? null
                  : sampleDeviation(typed.measuredMicrometres, row.specMicrometres);
              const within =
                deviation === null ? null : withinTolerance(deviation, row.toleranceMicrometres);
              const set = (next: Partial<typeof typed>) =>
                setDraft((current) => ({ ...current, [row.pointId]: { ...typed, ...next } }));
              return (
                <tr key={row.pointId}>
                  <th scope="row">{label}</th>
                  <td>
                    {row.specMicrometres === null ? '–' : formatLength(row.specMicrometres, unit)}
                  </td>
                  <td>± {formatLength(row.toleranceMicrometres, unit)}</td>
                  <td>
                    {editable ? (
                      <MeasuredField
                        label={T.measuredLabel(label)}
                        value={typed.measuredMicrometres}
                        unit={unit}
                        disabled={saving}
                        onValueChange={(measuredMicrometres) => set({ measuredMicrometres })}
                      />
                    ) : typed.measuredMicrometres === null ? (
                      '–'
                    ) : (
                      formatLength(typed.measuredMicrometres, unit)
                    )}
                  </td>
                  <td>{deviation === null ? '–' : formatDeviation(deviation, unit)}</td>
                  <td>
                    {within === null ? (
                      <MutedText>{T.notMeasured}</MutedText>
                    ) : within ? (
                      <Badge tone="success">{T.withinTolerance}</Badge>
                    ) : (
                      <Badge tone="danger">{T.outOfTolerance}</Badge>
                    )}
                  </td>
                  <td>
                    {editable ? (
                      <TextField
                        label={T.commentLabel(label)}
                        value={typed.comment}
                        maxLength={500}
                        disabled={saving}
                        onChange={(event) => set({ comment: event.currentTarget.value })}
                      />
                    ) : (
                      typed.comment
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StyledTable>
      </StyledScroll>
      {editable && (
        <div>
          <Button onClick={save} disabled={saving || entries.length === 0}>
            {saving ? T.saving : T.save}
          </Button>{' '}
          <MutedText role="status">
            {outcome === 'saved' ? T.saved : entries.length === 0 ? T.noChanges : ''}
          </MutedText>
        </div>
      )}
      {outcome === 'conflict' && (
        <Banner tone="warning" reveal>
          {T.conflict}
        </Banner>
      )}
      {outcome === 'failed' && (
        <Banner tone="danger" reveal>
          {T.failed}
        </Banner>
      )}
    </section>
  );
}
