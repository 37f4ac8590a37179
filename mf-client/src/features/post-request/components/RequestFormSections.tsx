import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  AttachmentsField,
  BUDGET_CURRENCIES,
  Button,
  CheckboxField,
  FieldGrid,
  FieldRow,
  FormSection,
  MutedText,
  RadioGroup,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
  RemovableChips,
  SelectField,
  TagInput,
  TextAreaField,
  TextField,
  VISIBILITIES,
} from '@atelier/shared-ui';
import type { RequestRegion } from '@atelier/api-contract';
import { withAddedRegion, type RequestFormValues } from '../model/requestForm';
import { TEXTS } from '../model/texts';

export interface RequestFormSectionProps {
  form: UseFormReturn<RequestFormValues>;
  /** The values as they are now (react-hook-form's watch). */
  values: RequestFormValues;
}

/** Columns wide enough for the longest request type ('Logistic or Fulfillment Partner') in full. */
const REQUEST_COLUMN = '16rem';

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Basic Information: title, the client's company (read only), location, type, category, amounts. */
export function BasicInformationSection({
  form,
  company,
}: Pick<RequestFormSectionProps, 'form'> & { company: string }) {
  const { register } = form;
  return (
    <FormSection legend={TEXTS.sections.basic}>
      <TextField label={TEXTS.fields.title} {...register('title')} />
      <TextField label={TEXTS.fields.company} value={company} readOnly />
      <FieldGrid minColumn={REQUEST_COLUMN}>
        <TextField label={TEXTS.fields.location} {...register('location')} />
        <SelectField
          label={TEXTS.fields.type}
          placeholder={TEXTS.selectType}
          options={optionsOf(REQUEST_TYPES)}
          {...register('type')}
        />
        <SelectField
          label={TEXTS.fields.category}
          placeholder={TEXTS.selectCategory}
          options={optionsOf(REQUEST_CATEGORIES)}
          {...register('category')}
        />
        <TextField label={TEXTS.fields.quantity} {...register('quantity')} />
        <TextField label={TEXTS.fields.budget} {...register('budget')} />
        <TextField label={TEXTS.fields.deadline} type="date" {...register('deadline')} />
      </FieldGrid>
    </FormSection>
  );
}

/** Description with its counter, and the attachments (uploaded as they are chosen). */
export function DescriptionSection({
  form,
  values,
  onUploading,
}: RequestFormSectionProps & { onUploading: (busy: boolean) => void }) {
  const { register, setValue } = form;
  return (
    <FormSection legend={TEXTS.sections.description}>
      <TextAreaField
        label={TEXTS.fields.description}
        rows={6}
        hint={TEXTS.descriptionCounter(values.description.length)}
        {...register('description')}
      />
      <AttachmentsField
        label={TEXTS.fields.attachments}
        purpose="request-attachment"
        chooseLabel={TEXTS.chooseFiles}
        files={values.attachments}
        onChange={(files) => {
          setValue('attachments', [...files], { shouldDirty: true });
        }}
        onBusyChange={onUploading}
      />
    </FormSection>
  );
}

/** Preferences: regions, certifications and languages (Enter adds), samples, a budget range. */
export function PreferencesSection({ form }: Pick<RequestFormSectionProps, 'form'>) {
  const { register, control } = form;
  return (
    <FormSection legend={TEXTS.sections.preferences}>
      <Controller
        control={control}
        name="preferredRegions"
        render={({ field }) => <RegionPicker value={field.value} onChange={field.onChange} />}
      />
      {(['certifications', 'languages'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <TagInput
              label={TEXTS.fields[name]}
              listLabel={TEXTS.chosen(TEXTS.fields[name])}
              addLabel={TEXTS.add}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      ))}
      <CheckboxField label={TEXTS.fields.needSamples} {...register('needSamples')} />
      <FieldGrid minColumn={REQUEST_COLUMN}>
        <TextField
          label={TEXTS.fields.budgetMin}
          type="number"
          min={0}
          {...register('budgetMin')}
        />
        <TextField
          label={TEXTS.fields.budgetMax}
          type="number"
          min={0}
          {...register('budgetMax')}
        />
        <SelectField
          label={TEXTS.fields.budgetCurrency}
          options={optionsOf(BUDGET_CURRENCIES)}
          {...register('budgetCurrency')}
        />
      </FieldGrid>
    </FormSection>
  );
}

/** Section 5: a preferred region must be chosen (from the list), and only once. */
function RegionPicker({
  value,
  onChange,
}: {
  value: RequestRegion[];
  onChange: (regions: RequestRegion[]) => void;
}) {
  const [choice, setChoice] = useState<RequestRegion | ''>('');
  return (
    <div>
      <FieldRow>
        <SelectField
          label={TEXTS.fields.preferredRegions}
          placeholder={TEXTS.selectRegion}
          value={choice}
          onChange={(event) => {
            setChoice(event.currentTarget.value as RequestRegion | '');
          }}
          options={REQUEST_REGIONS.map((region) => ({
            value: region,
            label: region,
            disabled: value.includes(region),
          }))}
        />
        <Button
          variant="secondary"
          onClick={() => {
            onChange(withAddedRegion(value, choice));
            setChoice('');
          }}
        >
          {TEXTS.addRegion}
        </Button>
      </FieldRow>
      <RemovableChips
        label={TEXTS.chosen(TEXTS.fields.preferredRegions)}
        value={value}
        onChange={onChange}
        removeLabel={TEXTS.remove}
      />
    </div>
  );
}

/** Request Visibility: public, confidential or invite only, and the NDA note. */
export function VisibilitySection({ form }: Pick<RequestFormSectionProps, 'form'>) {
  const headingId = useId();
  return (
    <FormSection legend={<span id={headingId}>{TEXTS.sections.visibility}</span>}>
      <Controller
        control={form.control}
        name="visibility"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            aria-labelledby={headingId}
            value={field.value}
            onChange={field.onChange}
            choices={VISIBILITIES.map((visibility) => ({
              value: visibility,
              label: TEXTS.visibility[visibility].label,
              description: TEXTS.visibility[visibility].text,
            }))}
          />
        )}
      />
      <MutedText size="sm">{TEXTS.ndaNote}</MutedText>
    </FormSection>
  );
}
