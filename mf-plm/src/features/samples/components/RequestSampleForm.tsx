import { useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { Style } from '@atelier/api-contract';
import { SAMPLE_TYPES, type SampleType } from '@atelier/api-contract/values';
import {
  Banner,
  Button,
  MutedText,
  SelectField,
  TextField,
  refusalReason,
} from '@atelier/shared-ui';
import { useGetSampleSuppliersQuery } from '../api/getSampleSuppliers';
import { useCreateSampleMutation } from '../api/createSample';
import {
  emptyRequest,
  requestBody,
  requestProblems,
  type SampleRequestDraft,
} from '../model/requestForm';
import { SAMPLE_TEXTS } from '../model/texts';

const T = SAMPLE_TEXTS.request;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/**
 * 'Request a sample' (the owner's side): type, a supplier among the style's reviewers, size and
 * date; problems shown beside their field, focus on the first; nothing typed lost on a refusal.
 */
export function RequestSampleForm({
  style,
  onCreated,
}: {
  style: Style;
  onCreated: (sampleId: string) => void;
}) {
  const { sizes, baseSize } = style.content.sizeRange;
  const { data: collaborators } = useGetSampleSuppliersQuery(style.id);
  const [createSample, { isLoading }] = useCreateSampleMutation();
  const [draft, setDraft] = useState<SampleRequestDraft>(() => emptyRequest(baseSize));
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const suppliers = (collaborators?.items ?? []).filter((person) => person.role === 'reviewer');
  const problems = requestProblems(draft, sizes);
  const errorOf = (field: keyof SampleRequestDraft) =>
    shown ? problems.find((problem) => problem.field === field)?.message : undefined;
  const set = (next: Partial<SampleRequestDraft>) =>
    setDraft((current) => ({ ...current, ...next }));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setShown(true);
    setFailure(null);
    const [first] = problems;
    if (first !== undefined) {
      form.current?.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    createSample({ styleId: style.id, body: requestBody(draft) })
      .unwrap()
      .then((sample) => {
        setShown(false);
        setDraft(emptyRequest(baseSize));
        onCreated(sample.id);
      })
      .catch((error: unknown) => setFailure(refusalReason(error) ?? T.failed));
  };

  return (
    <StyledForm ref={form} aria-labelledby="request-sample" noValidate onSubmit={submit}>
      <h3 id="request-sample">{T.heading}</h3>
      {suppliers.length === 0 && <MutedText>{T.noSupplier}</MutedText>}
      <SelectField
        label={T.type}
        name="type"
        value={draft.type}
        options={SAMPLE_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(event) => set({ type: event.currentTarget.value as SampleType })}
      />
      <SelectField
        label={T.supplier}
        name="supplierId"
        hint={T.supplierHint}
        placeholder={T.supplierPlaceholder}
        value={draft.supplierId}
        error={errorOf('supplierId')}
        options={suppliers.map((person) => ({ value: person.userId, label: person.name }))}
        onChange={(event) => set({ supplierId: event.currentTarget.value })}
      />
      <SelectField
        label={T.size}
        name="size"
        value={draft.size}
        error={errorOf('size')}
        options={sizes.map((size) => ({ value: size, label: size }))}
        onChange={(event) => set({ size: event.currentTarget.value })}
      />
      <TextField
        label={T.requestedOn}
        name="requestedOn"
        type="date"
        value={draft.requestedOn}
        error={errorOf('requestedOn')}
        onChange={(event) => set({ requestedOn: event.currentTarget.value })}
      />
      {failure !== null && (
        <Banner tone="danger" reveal>
          {failure}
        </Banner>
      )}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? T.submitting : T.submit}
        </Button>
      </div>
    </StyledForm>
  );
}
