import { useState } from 'react';
import type { Sample, Style } from '@atelier/api-contract';
import { formatLength } from '@atelier/api-contract/values';
import { Banner, Button, CheckboxField, MutedText, apiErrorOf } from '@atelier/shared-ui';
import { useReviseSpecMutation } from '../api/reviseSpec';
import { SAMPLE_TEXTS } from '../model/texts';

const T = SAMPLE_TEXTS.revise;

/**
 * 'Revise spec from this fit' (the owner's side): the measured points, each a checkbox; the
 * chosen values become the spec of the sample's size, set by hand, in a new revision of the
 * style saved over the revision the page shows (the style's own 409 when it moved).
 */
export function ReviseSpecForm({
  sample,
  style,
  dirty,
  onRevised,
}: {
  sample: Sample;
  style: Style;
  dirty: boolean;
  onRevised: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<
    { kind: 'done'; revision: number } | { kind: 'conflict' | 'failed' } | null
  >(null);
  const [reviseSpec, { isLoading }] = useReviseSpecMutation();
  const measured = sample.measurements.filter((row) => row.measuredMicrometres !== null);

  const submit = () => {
    setOutcome(null);
    reviseSpec({
      styleId: sample.styleId,
      sampleId: sample.id,
      body: { baseRevision: style.revision, pointIds: [...chosen] },
    })
      .unwrap()
      .then((saved) => {
        setChosen(new Set());
        setOutcome({ kind: 'done', revision: saved.revision });
        onRevised();
      })
      .catch((error: unknown) =>
        setOutcome({ kind: apiErrorOf(error)?.status === 409 ? 'conflict' : 'failed' }),
      );
  };

  return (
    <fieldset>
      <legend>{T.heading}</legend>
      <MutedText>{T.help(sample.size)}</MutedText>
      {measured.length === 0 ? (
        <p>{T.noneMeasured}</p>
      ) : (
        measured.map((row) => (
          <CheckboxField
            key={row.pointId}
            label={T.choose(
              `${row.code} ${row.name}`,
              formatLength(row.measuredMicrometres ?? 0, sample.measurementUnit),
            )}
            checked={chosen.has(row.pointId)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.currentTarget.checked) next.add(row.pointId);
              else next.delete(row.pointId);
              setChosen(next);
            }}
          />
        ))
      )}
      {dirty && <MutedText>{T.dirty}</MutedText>}
      <Button
        variant="secondary"
        onClick={submit}
        disabled={isLoading || dirty || chosen.size === 0}
      >
        {isLoading ? T.submitting : T.submit}
      </Button>
      <div role="status">{outcome?.kind === 'done' && T.done(outcome.revision)}</div>
      {outcome?.kind === 'conflict' && (
        <Banner tone="warning" reveal>
          {T.conflict}
        </Banner>
      )}
      {outcome?.kind === 'failed' && (
        <Banner tone="danger" reveal>
          {T.failed}
        </Banner>
      )}
    </fieldset>
  );
}
