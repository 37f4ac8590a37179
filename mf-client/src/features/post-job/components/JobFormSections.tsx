import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  JOB_CATEGORIES,
  JOB_CURRENCIES,
  JOB_EXPERIENCE_LABELS,
  JOB_EXPERIENCE_LEVELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  SALARY_PERIODS,
  SALARY_TYPES,
  jobPromotionTotalCents,
} from '@atelier/api-contract/values';
import {
  CheckboxField,
  MutedText,
  formatPriceFromCents,
  RadioGroup,
  SelectField,
  TextField,
  VISIBILITIES,
} from '@atelier/shared-ui';
import type { JobFormValues } from '../model/jobForm';
import { promotionsToBuy, type PromotionChoice } from '../model/promotion';
import { POST_JOB_TEXTS as TEXTS } from '../model/texts';
import { JobSection } from './jobFormLayout';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export interface JobFormSectionProps {
  /** The Post a Job form (react-hook-form). */
  form: UseFormReturn<JobFormValues>;
  /** Its values as they are now. */
  values: JobFormValues;
}

/** Basic Information: title, company, location, type, category, experience, deadline, remote. */
export function BasicInformationSection({ form: { register } }: JobFormSectionProps) {
  return (
    <JobSection id="basic-information" title={TEXTS.basicInformation}>
      <StyledGrid>
        <TextField label={TEXTS.title} maxLength={200} {...register('title')} />
        <TextField label={TEXTS.company} maxLength={200} {...register('company')} />
        <TextField label={TEXTS.location} maxLength={200} {...register('location')} />
        <SelectField
          label={TEXTS.type}
          options={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
          {...register('type')}
        />
        <SelectField
          label={TEXTS.category}
          placeholder={TEXTS.selectCategory}
          options={JOB_CATEGORIES.map((category) => ({ value: category, label: category }))}
          {...register('category')}
        />
        <SelectField
          label={TEXTS.experience}
          options={JOB_EXPERIENCE_LEVELS.map((level) => ({
            value: level,
            label: JOB_EXPERIENCE_LABELS[level],
          }))}
          {...register('experience')}
        />
        <TextField label={TEXTS.deadline} type="date" {...register('deadline')} />
      </StyledGrid>
      <CheckboxField label={TEXTS.remote} {...register('remote')} />
    </JobSection>
  );
}

/** Salary Information: the amounts the salary type asks for, the currency and the period. */
export function SalarySection({ form: { register }, values }: JobFormSectionProps) {
  return (
    <JobSection id="salary-information" title={TEXTS.salaryInformation}>
      <StyledGrid>
        <SelectField
          label={TEXTS.salaryType}
          options={SALARY_TYPES.map((type) => ({ value: type, label: TEXTS.salaryTypes[type] }))}
          {...register('salaryType')}
        />
        {values.salaryType === 'range' && (
          <>
            <TextField label={TEXTS.salaryMin} type="number" min={0} {...register('salaryMin')} />
            <TextField label={TEXTS.salaryMax} type="number" min={0} {...register('salaryMax')} />
          </>
        )}
        {values.salaryType === 'fixed' && (
          <TextField label={TEXTS.salaryFixed} type="number" min={0} {...register('salaryFixed')} />
        )}
        {values.salaryType !== 'not-specified' && (
          <>
            <SelectField
              label={TEXTS.currency}
              options={JOB_CURRENCIES.map((code) => ({ value: code, label: code }))}
              {...register('salaryCurrency')}
            />
            <SelectField
              label={TEXTS.period}
              options={SALARY_PERIODS.map((period) => ({
                value: period,
                label: TEXTS.periods[period],
              }))}
              {...register('salaryPeriod')}
            />
          </>
        )}
      </StyledGrid>
    </JobSection>
  );
}

/** Job Visibility: public, confidential or invite only. */
export function VisibilitySection({ form: { setValue }, values }: JobFormSectionProps) {
  return (
    <JobSection id="job-visibility" title={TEXTS.jobVisibility}>
      <RadioGroup
        name="visibility"
        aria-labelledby="job-visibility"
        value={values.visibility}
        onChange={(visibility) => setValue('visibility', visibility, { shouldDirty: true })}
        choices={VISIBILITIES.map((visibility) => ({
          value: visibility,
          label: TEXTS.visibilities[visibility],
        }))}
      />
    </JobSection>
  );
}

/**
 * Job Promotion: featured and urgent, paid at a checkout after publishing (issue 43, item 10).
 * A promotion the saved job has already (`paid`) stays ticked and is not charged again.
 */
export function PromotionSection({
  form: { register },
  values,
  paid,
}: JobFormSectionProps & { paid: PromotionChoice }) {
  const total = jobPromotionTotalCents(promotionsToBuy(values, paid));
  return (
    <JobSection id="job-promotion" title={TEXTS.jobPromotion}>
      <MutedText size="sm">{TEXTS.promotionHint}</MutedText>
      <CheckboxField
        label={paid.featured ? `${TEXTS.featured} (${TEXTS.promotionPaid})` : TEXTS.featured}
        disabled={paid.featured}
        {...register('featured')}
      />
      <CheckboxField
        label={paid.urgent ? `${TEXTS.urgent} (${TEXTS.promotionPaid})` : TEXTS.urgent}
        disabled={paid.urgent}
        {...register('urgent')}
      />
      {total > 0 && <p>{TEXTS.promotionTotal(formatPriceFromCents(total))}</p>}
    </JobSection>
  );
}
