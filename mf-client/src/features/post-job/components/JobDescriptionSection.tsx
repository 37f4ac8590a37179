import {
  Button,
  FieldRow,
  MutedText,
  TagInput,
  TextAreaField,
  TextField,
  withListItem,
} from '@atelier/shared-ui';
import { useAutofillJobMutation, useGetAutofillSourceQuery } from '../api/autofillJob';
import { withoutRow } from '../model/jobForm';
import { POST_JOB_TEXTS as TEXTS } from '../model/texts';
import type { JobFormSectionProps } from './JobFormSections';
import { JobSection } from './jobFormLayout';

/** Rows of a requirement or benefit list: always at least one (spec 001, section 5). */
function RowList({
  rows,
  label,
  addLabel,
  removeLabel,
  onChange,
}: {
  rows: string[];
  label: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  onChange: (rows: string[]) => void;
}) {
  return (
    <>
      {rows.map((row, index) => (
        // Rows have no identity beyond their place; typing keeps the index stable.
        <FieldRow key={index}>
          <TextField
            label={label(index + 1)}
            value={row}
            maxLength={500}
            onChange={(event) =>
              onChange(rows.map((value, at) => (at === index ? event.target.value : value)))
            }
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label={removeLabel(index + 1)}
            disabled={rows.length === 1 && row === ''}
            onClick={() => onChange(withoutRow(rows, index))}
          >
            ×
          </Button>
        </FieldRow>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, ''])}>
          {addLabel}
        </Button>
      </div>
    </>
  );
}

export interface JobDescriptionSectionProps extends JobFormSectionProps {
  /** What autofill refused ('Please enter a job title…'), or null when it goes ahead. */
  onProblem: (message: string | null) => void;
}

/**
 * Job Description: 'Autofill with AI' (from the title and category), the description, the
 * requirement rows, the required skills and the benefit rows.
 */
export function JobDescriptionSection({ form, values, onProblem }: JobDescriptionSectionProps) {
  const { register, setValue, getValues } = form;
  const [autofill, { isLoading: autofilling }] = useAutofillJobMutation();
  const { data: autofillInfo } = useGetAutofillSourceQuery(undefined);
  const change = (key: 'requirements' | 'skills' | 'benefits', list: string[]) =>
    setValue(key, list, { shouldDirty: true });

  const onAutofill = async () => {
    if (values.title.trim() === '' || values.category === '') {
      onProblem(TEXTS.autofillMissing);
      return;
    }
    onProblem(null);
    const result = await autofill({ title: values.title, category: values.category });
    if ('error' in result) {
      onProblem(TEXTS.autofillFailed);
      return;
    }
    setValue('description', result.data.description, { shouldDirty: true });
    change('requirements', result.data.requirements);
    change('skills', result.data.skills.reduce(withListItem, getValues('skills')));
  };

  return (
    <JobSection
      id="job-description"
      title={TEXTS.jobDescription}
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={autofilling}
          aria-describedby="autofill-hint"
          onClick={() => void onAutofill()}
        >
          {autofilling ? TEXTS.autofilling : TEXTS.autofill}
        </Button>
      }
    >
      {autofillInfo !== undefined && (
        <MutedText size="sm" id="autofill-hint">
          {TEXTS.autofillHint[autofillInfo.source]}
        </MutedText>
      )}
      <TextAreaField
        label={TEXTS.description}
        hint={TEXTS.counter(values.description.length)}
        rows={8}
        maxLength={5000}
        {...register('description')}
      />
      <h3>{TEXTS.requirements}</h3>
      <RowList
        rows={values.requirements}
        label={TEXTS.requirement}
        addLabel={TEXTS.addRequirement}
        removeLabel={TEXTS.removeRequirement}
        onChange={(rows) => change('requirements', rows)}
      />
      <h3>{TEXTS.skills}</h3>
      <TagInput
        label={TEXTS.skill}
        listLabel={TEXTS.skills}
        addLabel={TEXTS.addSkill}
        maxLength={100}
        value={values.skills}
        onChange={(skills) => change('skills', skills)}
      />
      <h3>{TEXTS.benefits}</h3>
      <RowList
        rows={values.benefits}
        label={TEXTS.benefit}
        addLabel={TEXTS.addBenefit}
        removeLabel={TEXTS.removeBenefit}
        onChange={(rows) => change('benefits', rows)}
      />
    </JobSection>
  );
}
