import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import type { JobPostingBody } from '@atelier/api-contract';
import {
  Banner,
  Button,
  LinkButton,
  Page,
  PageHeader,
  StarterLimitBanner,
  jobPath,
  specResolver,
  starterAllowanceUsage,
} from '@atelier/shared-ui';
import { PATHS } from '../../../config/paths';
import { leavePageFor } from '../../../lib/leavePage';
import { useEditJobMutation } from '../api/editJob';
import { useGetOwnJobQuery } from '../api/getOwnJob';
import { useGetAllowancesQuery } from '../api/getAllowances';
import { usePostJobMutation } from '../api/postJob';
import { useStartPromotionCheckoutMutation } from '../api/startPromotionCheckout';
import { buysSomething, promotionsToBuy } from '../model/promotion';
import {
  DEFAULT_JOB_FORM,
  firstJobFormProblem,
  jobFormOf,
  jobFormProblems,
  toJobPostingBody,
  type JobFormValues,
} from '../model/jobForm';
import { POST_JOB_TEXTS as TEXTS, RESET_AFTER_SAVE_MS } from '../model/texts';
import { JobDescriptionSection } from './JobDescriptionSection';
import {
  BasicInformationSection,
  PromotionSection,
  SalarySection,
  VisibilitySection,
} from './JobFormSections';
import { JobPreview } from './JobPreview';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving'; status: JobPostingBody['status'] }
  /**
   * `updated`: a job already published was changed (not a draft published); `checkout`: on the
   * way to pay for its promotions, or `failed` to start that checkout (the job is live).
   */
  | {
      phase: 'success';
      status: JobPostingBody['status'];
      updated: boolean;
      checkout?: 'leaving' | 'failed';
    }
  | { phase: 'error'; limitMessage?: string };

/** The publish checks run on Publish Job only (drafts skip them), and again only on the next. */
const resolver = specResolver<JobFormValues>(jobFormProblems);

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
  const form = useForm<JobFormValues>({
    defaultValues: DEFAULT_JOB_FORM,
    resolver,
    reValidateMode: 'onSubmit',
    // The spec shows the check's message in an alert above the form.
    shouldFocusError: false,
  });
  const { control, reset, clearErrors, getValues, handleSubmit } = form;
  // Every field has a default, so the watched values are whole.
  const values = useWatch({ control }) as JobFormValues;
  const loadedId = useRef<string | null>(null);
  const [editJob] = useEditJobMutation();
  useEffect(() => {
    if (editing === undefined || loadedId.current === editing.id) return;
    loadedId.current = editing.id;
    reset(jobFormOf(editing));
  }, [editing, reset]);
  /** What autofill or the API refused (the spec's checks are the form's errors). */
  const [problem, setProblem] = useState<string | null>(null);
  /** The publish check's message stays until the user corrects what it names. */
  const current = firstJobFormProblem(values);
  const validationMessage =
    current !== null &&
    Object.values(form.formState.errors).some((error) => error.message === current)
      ? current
      : null;
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const [postJob] = usePostJobMutation();
  const [startPromotionCheckout] = useStartPromotionCheckoutMutation();
  const paid = { featured: editing?.featured ?? false, urgent: editing?.urgent ?? false };
  const { data: allowances } = useGetAllowancesQuery(undefined);
  const usage = allowances?.allowances.find((entry) => entry.allowance === 'job-post');

  // On the way to the promotions' checkout (or told it failed), the form stays as it is.
  const checkingOut = save.phase === 'success' && save.checkout !== undefined;
  useEffect(() => {
    // An edited listing stays in its form (its banner links back to Manage Listings); a new
    // form starts again.
    if (save.phase !== 'success' || editId !== null || checkingOut) return undefined;
    const timer = setTimeout(() => {
      reset(DEFAULT_JOB_FORM);
      setSave({ phase: 'idle' });
    }, RESET_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [save.phase, editId, checkingOut, reset]);

  const send = async (status: JobPostingBody['status'], sent: JobFormValues) => {
    setSave({ phase: 'saving', status });
    const body = toJobPostingBody(sent, status);
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
    // Promotions are paid after publishing (issue 43, item 10): the job is live already.
    const toBuy = promotionsToBuy(sent, result.data.job);
    if (status === 'published' && buysSomething(toBuy)) {
      const origin = window.location.origin;
      const checkout = await startPromotionCheckout({
        id: result.data.id,
        body: {
          ...toBuy,
          success_url: `${origin}${jobPath(result.data.id)}`,
          cancel_url: `${origin}${PATHS.manageListings}`,
        },
      });
      if ('data' in checkout && checkout.data !== undefined) {
        setSave({ phase: 'success', status, updated: published, checkout: 'leaving' });
        leavePageFor(checkout.data.url);
        return;
      }
      setSave({ phase: 'success', status, updated: published, checkout: 'failed' });
      return;
    }
    setSave({ phase: 'success', status, updated: published });
  };

  const submit = async (status: JobPostingBody['status']) => {
    setProblem(null);
    if (status === 'published') {
      await handleSubmit((valid) => send('published', valid))();
      return;
    }
    clearErrors();
    await send('draft', getValues());
  };

  const saving = save.phase === 'saving';

  return (
    <Page width="lg">
      <div>
        <LinkButton to={PATHS.dashboard} variant="secondary" size="sm">
          {TEXTS.back}
        </LinkButton>
      </div>
      <PageHeader
        title={TEXTS.heading}
        subtitle={[TEXTS.intro, usage !== undefined && starterAllowanceUsage(usage)]}
      />

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
      {save.phase === 'success' && save.checkout === 'leaving' && (
        <Banner tone="info" title={TEXTS.toCheckout} reveal />
      )}
      {save.phase === 'success' && save.checkout === 'failed' && (
        <Banner tone="danger" title={TEXTS.checkoutFailed} reveal>
          {TEXTS.checkoutFailedText}
        </Banner>
      )}
      {save.phase === 'error' &&
        (save.limitMessage !== undefined ? (
          <StarterLimitBanner message={save.limitMessage} audience="client" />
        ) : (
          <Banner tone="danger" title={TEXTS.failure} reveal>
            {TEXTS.failureText}
          </Banner>
        ))}
      {validationMessage !== null && (
        <Banner key={validationMessage} tone="danger" title={validationMessage} reveal />
      )}
      {problem !== null && <Banner key={problem} tone="danger" title={problem} reveal />}

      <BasicInformationSection form={form} values={values} />
      <JobDescriptionSection form={form} values={values} onProblem={setProblem} />
      <SalarySection form={form} values={values} />
      <VisibilitySection form={form} values={values} />
      <PromotionSection form={form} values={values} paid={paid} />
      <JobPreview values={values} />

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
    </Page>
  );
}
