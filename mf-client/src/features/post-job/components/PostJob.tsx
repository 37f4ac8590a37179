import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import type { JobPostingBody } from '@atelier/api-contract';
import {
  JOB_CATEGORIES,
  JOB_CURRENCIES,
  JOB_EXPERIENCE_LABELS,
  JOB_EXPERIENCE_LEVELS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  SALARY_PERIODS,
  SALARY_TYPES,
} from '@atelier/api-contract/values';
import {
  Badge,
  Banner,
  Button,
  Card,
  CheckboxField,
  LinkButton,
  RadioGroup,
  SelectField,
  StarterLimitBanner,
  TextAreaField,
  TextField,
  starterAllowanceUsage,
  useSubmitProblem,
  VISIBILITIES,
} from '@atelier/shared-ui';
import { PATHS } from '../../../config/paths';
import { useAutofillJobMutation, useGetAutofillSourceQuery } from '../api/autofillJob';
import { useEditJobMutation } from '../api/editJob';
import { useGetOwnJobQuery } from '../api/getOwnJob';
import { useGetAllowancesQuery } from '../api/getAllowances';
import { usePostJobMutation } from '../api/postJob';
import {
  DEFAULT_JOB_FORM,
  firstJobFormProblem,
  jobFormOf,
  toJobPostingBody,
  withSkill,
  withoutRow,
  type JobFormValues,
} from '../model/jobForm';
import { POST_JOB_TEXTS as TEXTS, RESET_AFTER_SAVE_MS } from '../model/texts';

const StyledMain = styled.main`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.breakpoints.lg};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1;
  }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving'; status: JobPostingBody['status'] }
  /** `updated`: a job already published was changed (not a draft published). */
  | { phase: 'success'; status: JobPostingBody['status']; updated: boolean }
  | { phase: 'error'; limitMessage?: string };

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
        <StyledRow key={index}>
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
        </StyledRow>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, ''])}>
          {addLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * /client/post-job (spec 001, section 2): Basic Information, Job Description with 'Autofill with
 * AI', Salary Information, Job Visibility, Job Promotion and a live Job Preview; Save as Draft
 * (no checks) or Publish Job (the spec's checks in order, then the Starter job post). The form
 * goes back to its defaults 3 seconds after a save; a failure keeps everything typed.
 */
export function PostJob() {
  const [params] = useSearchParams();
  /** Manage Listings' Edit: the client's own job (a draft to complete, or a published job). */
  const editId = params.get('edit');
  const own = useGetOwnJobQuery(editId ?? skipToken);
  const editing = editId === null ? undefined : own.data;
  const published = editing !== undefined && editing.status !== 'draft';
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [values, setValues] = useState<JobFormValues>(DEFAULT_JOB_FORM);
  const [editJob] = useEditJobMutation();
  if (editing !== undefined && loadedId !== editing.id) {
    setLoadedId(editing.id);
    setValues(jobFormOf(editing));
  }
  const [skill, setSkill] = useState('');
  /** What autofill or the API refused (the spec's checks are `validation`). */
  const [problem, setProblem] = useState<string | null>(null);
  /** The spec's publish checks: a message stays until the user corrects what it names. */
  const validation = useSubmitProblem(firstJobFormProblem, values);
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const [postJob] = usePostJobMutation();
  const [autofill, { isLoading: autofilling }] = useAutofillJobMutation();
  const { data: autofillInfo } = useGetAutofillSourceQuery(undefined);
  const { data: allowances } = useGetAllowancesQuery(undefined);
  const usage = allowances?.allowances.find((entry) => entry.allowance === 'job-post');

  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    // An edited listing stays in its form (its banner links back to Manage Listings); a new
    // form starts again.
    if (save.phase !== 'success' || editId !== null) return undefined;
    const timer = setTimeout(() => {
      setValues(DEFAULT_JOB_FORM);
      setSave({ phase: 'idle' });
    }, RESET_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [save.phase, editId]);

  const addSkill = () => {
    set('skills', withSkill(values.skills, skill));
    setSkill('');
  };
  const onSkillKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addSkill();
  };

  const onAutofill = async () => {
    if (values.title.trim() === '' || values.category === '') {
      setProblem(TEXTS.autofillMissing);
      return;
    }
    setProblem(null);
    const result = await autofill({ title: values.title, category: values.category });
    if ('error' in result) {
      setProblem(TEXTS.autofillFailed);
      return;
    }
    setValues((current) => ({
      ...current,
      description: result.data.description,
      requirements: result.data.requirements,
      skills: result.data.skills.reduce(withSkill, current.skills),
    }));
  };

  const submit = async (status: JobPostingBody['status']) => {
    setProblem(null);
    if (status === 'published') {
      if (validation.check() !== null) return;
    } else validation.clear();
    setSave({ phase: 'saving', status });
    const body = toJobPostingBody(values, status);
    const result =
      editing === undefined ? await postJob(body) : await editJob({ id: editing.id, body });
    if ('error' in result) {
      const error = result.error as { status?: number; message?: string };
      if (error.status === 402) setSave({ phase: 'error', limitMessage: error.message ?? '' });
      else if (error.status === 400 && error.message) {
        setProblem(error.message);
        setSave({ phase: 'idle' });
      } else setSave({ phase: 'error' });
      return;
    }
    setSave({ phase: 'success', status, updated: published });
  };

  const saving = save.phase === 'saving';
  const preview = toJobPostingBody(values, 'draft');

  return (
    <StyledMain>
      <div>
        <LinkButton to={PATHS.dashboard} variant="secondary" size="sm">
          {TEXTS.back}
        </LinkButton>
      </div>
      <header>
        <h1>{TEXTS.heading}</h1>
        <StyledMuted>{TEXTS.intro}</StyledMuted>
        {usage !== undefined && <StyledMuted>{starterAllowanceUsage(usage)}</StyledMuted>}
      </header>

      {editId !== null && own.isError && <Banner tone="danger" title={TEXTS.editMissing} />}
      {save.phase === 'success' &&
        (save.updated ? (
          <Banner tone="success" title={TEXTS.updated} reveal>
            {TEXTS.updatedText} <Link to={PATHS.manageListings}>{TEXTS.backToListings}</Link>
          </Banner>
        ) : save.status === 'published' ? (
          <Banner tone="success" title={TEXTS.success} reveal>
            {TEXTS.successText}{' '}
            {editId !== null && <Link to={PATHS.manageListings}>{TEXTS.backToListings}</Link>}
          </Banner>
        ) : (
          <Banner tone="success" title={TEXTS.draftSaved} reveal>
            {TEXTS.draftSavedText}
          </Banner>
        ))}
      {save.phase === 'error' &&
        (save.limitMessage !== undefined ? (
          <StarterLimitBanner message={save.limitMessage} audience="client" />
        ) : (
          <Banner tone="danger" title={TEXTS.failure} reveal>
            {TEXTS.failureText}
          </Banner>
        ))}
      {validation.message !== null && (
        <Banner key={validation.message} tone="danger" title={validation.message} reveal />
      )}
      {problem !== null && <Banner key={problem} tone="danger" title={problem} reveal />}

      <Card>
        <StyledSection aria-labelledby="basic-information">
          <h2 id="basic-information">{TEXTS.basicInformation}</h2>
          <StyledGrid>
            <TextField
              label={TEXTS.title}
              value={values.title}
              maxLength={200}
              onChange={(event) => set('title', event.target.value)}
            />
            <TextField
              label={TEXTS.company}
              value={values.company}
              maxLength={200}
              onChange={(event) => set('company', event.target.value)}
            />
            <TextField
              label={TEXTS.location}
              value={values.location}
              maxLength={200}
              onChange={(event) => set('location', event.target.value)}
            />
            <SelectField
              label={TEXTS.type}
              value={values.type}
              options={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
              onChange={(event) => set('type', event.target.value as JobFormValues['type'])}
            />
            <SelectField
              label={TEXTS.category}
              value={values.category}
              placeholder={TEXTS.selectCategory}
              options={JOB_CATEGORIES.map((category) => ({ value: category, label: category }))}
              onChange={(event) => set('category', event.target.value as JobFormValues['category'])}
            />
            <SelectField
              label={TEXTS.experience}
              value={values.experience}
              options={JOB_EXPERIENCE_LEVELS.map((level) => ({
                value: level,
                label: JOB_EXPERIENCE_LABELS[level],
              }))}
              onChange={(event) =>
                set('experience', event.target.value as JobFormValues['experience'])
              }
            />
            <TextField
              label={TEXTS.deadline}
              type="date"
              value={values.deadline}
              onChange={(event) => set('deadline', event.target.value)}
            />
          </StyledGrid>
          <CheckboxField
            label={TEXTS.remote}
            checked={values.remote}
            onChange={(event) => set('remote', event.target.checked)}
          />
        </StyledSection>
      </Card>

      <Card>
        <StyledSection aria-labelledby="job-description">
          <StyledRow>
            <h2 id="job-description">{TEXTS.jobDescription}</h2>
            <Button
              variant="secondary"
              size="sm"
              disabled={autofilling}
              aria-describedby="autofill-hint"
              onClick={() => void onAutofill()}
            >
              {autofilling ? TEXTS.autofilling : TEXTS.autofill}
            </Button>
          </StyledRow>
          {autofillInfo !== undefined && (
            <StyledMuted id="autofill-hint">{TEXTS.autofillHint[autofillInfo.source]}</StyledMuted>
          )}
          <TextAreaField
            label={TEXTS.description}
            hint={TEXTS.counter(values.description.length)}
            value={values.description}
            rows={8}
            maxLength={5000}
            onChange={(event) => set('description', event.target.value)}
          />
          <h3>{TEXTS.requirements}</h3>
          <RowList
            rows={values.requirements}
            label={TEXTS.requirement}
            addLabel={TEXTS.addRequirement}
            removeLabel={TEXTS.removeRequirement}
            onChange={(rows) => set('requirements', rows)}
          />
          <h3>{TEXTS.skills}</h3>
          <StyledRow>
            <TextField
              label={TEXTS.skill}
              value={skill}
              maxLength={100}
              onChange={(event) => setSkill(event.target.value)}
              onKeyDown={onSkillKey}
            />
            <Button variant="secondary" size="sm" onClick={addSkill}>
              {TEXTS.addSkill}
            </Button>
          </StyledRow>
          <StyledChips aria-label={TEXTS.skills}>
            {values.skills.map((name) => (
              <li key={name}>
                <Badge tone="brand">
                  {name}{' '}
                  <button
                    type="button"
                    aria-label={TEXTS.removeSkill(name)}
                    onClick={() =>
                      set(
                        'skills',
                        values.skills.filter((other) => other !== name),
                      )
                    }
                  >
                    ×
                  </button>
                </Badge>
              </li>
            ))}
          </StyledChips>
          <h3>{TEXTS.benefits}</h3>
          <RowList
            rows={values.benefits}
            label={TEXTS.benefit}
            addLabel={TEXTS.addBenefit}
            removeLabel={TEXTS.removeBenefit}
            onChange={(rows) => set('benefits', rows)}
          />
        </StyledSection>
      </Card>

      <Card>
        <StyledSection aria-labelledby="salary-information">
          <h2 id="salary-information">{TEXTS.salaryInformation}</h2>
          <StyledGrid>
            <SelectField
              label={TEXTS.salaryType}
              value={values.salaryType}
              options={SALARY_TYPES.map((type) => ({
                value: type,
                label: TEXTS.salaryTypes[type],
              }))}
              onChange={(event) =>
                set('salaryType', event.target.value as JobFormValues['salaryType'])
              }
            />
            {values.salaryType === 'range' && (
              <>
                <TextField
                  label={TEXTS.salaryMin}
                  type="number"
                  min={0}
                  value={values.salaryMin}
                  onChange={(event) => set('salaryMin', event.target.value)}
                />
                <TextField
                  label={TEXTS.salaryMax}
                  type="number"
                  min={0}
                  value={values.salaryMax}
                  onChange={(event) => set('salaryMax', event.target.value)}
                />
              </>
            )}
            {values.salaryType === 'fixed' && (
              <TextField
                label={TEXTS.salaryFixed}
                type="number"
                min={0}
                value={values.salaryFixed}
                onChange={(event) => set('salaryFixed', event.target.value)}
              />
            )}
            {values.salaryType !== 'not-specified' && (
              <>
                <SelectField
                  label={TEXTS.currency}
                  value={values.salaryCurrency}
                  options={JOB_CURRENCIES.map((code) => ({ value: code, label: code }))}
                  onChange={(event) =>
                    set('salaryCurrency', event.target.value as JobFormValues['salaryCurrency'])
                  }
                />
                <SelectField
                  label={TEXTS.period}
                  value={values.salaryPeriod}
                  options={SALARY_PERIODS.map((period) => ({
                    value: period,
                    label: TEXTS.periods[period],
                  }))}
                  onChange={(event) =>
                    set('salaryPeriod', event.target.value as JobFormValues['salaryPeriod'])
                  }
                />
              </>
            )}
          </StyledGrid>
        </StyledSection>
      </Card>

      <Card>
        <StyledSection aria-labelledby="job-visibility">
          <h2 id="job-visibility">{TEXTS.jobVisibility}</h2>
          <RadioGroup
            name="visibility"
            aria-labelledby="job-visibility"
            value={values.visibility}
            onChange={(visibility) => set('visibility', visibility)}
            choices={VISIBILITIES.map((visibility) => ({
              value: visibility,
              label: TEXTS.visibilities[visibility],
            }))}
          />
        </StyledSection>
      </Card>

      <Card>
        <StyledSection aria-labelledby="job-promotion">
          <h2 id="job-promotion">{TEXTS.jobPromotion}</h2>
          <CheckboxField
            label={TEXTS.featured}
            checked={values.featured}
            onChange={(event) => set('featured', event.target.checked)}
          />
          <CheckboxField
            label={TEXTS.urgent}
            checked={values.urgent}
            onChange={(event) => set('urgent', event.target.checked)}
          />
        </StyledSection>
      </Card>

      <Card>
        <StyledSection aria-labelledby="job-preview">
          <h2 id="job-preview">{TEXTS.jobPreview}</h2>
          <h3>{preview.title.trim() || TEXTS.previewUntitled}</h3>
          <StyledMuted>
            {preview.company.trim() || TEXTS.previewNoCompany}
            {preview.location.trim() !== '' && ` · ${preview.location.trim()}`} ·{' '}
            {JOB_TYPE_LABELS[preview.type]} · {JOB_EXPERIENCE_LABELS[preview.experience]}
            {preview.remote && ' · Remote'}
          </StyledMuted>
          <StyledChips>
            {preview.featured && <Badge tone="brand">Featured</Badge>}
            {preview.urgent && <Badge tone="danger">Urgent</Badge>}
            {preview.skills.map((name) => (
              <li key={name}>
                <Badge>{name}</Badge>
              </li>
            ))}
          </StyledChips>
          {preview.description.trim() !== '' && <p>{preview.description}</p>}
        </StyledSection>
      </Card>

      <StyledActions>
        {!published && (
          <Button variant="secondary" disabled={saving} onClick={() => void submit('draft')}>
            {saving && save.status === 'draft' ? TEXTS.saving : TEXTS.saveDraft}
          </Button>
        )}
        <Button
          disabled={saving || (editId !== null && editing === undefined)}
          onClick={() => void submit('published')}
        >
          {published
            ? saving
              ? TEXTS.saving
              : TEXTS.saveChanges
            : saving && save.status === 'published'
              ? TEXTS.publishing
              : TEXTS.publish}
        </Button>
      </StyledActions>
    </StyledMain>
  );
}
