import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { Banner, Button, Page, PageHeader, specResolver, useSession } from '@atelier/shared-ui';
import { useGetOwnRequestQuery } from '../api/getOwnRequest';
import { useSaveRequestMutation } from '../api/saveRequest';
import {
  EMPTY_REQUEST,
  publishProblem,
  requestFormOf,
  requestFormProblems,
  toRequestBody,
  type RequestFormValues,
} from '../model/requestForm';
import { TEXTS } from '../model/texts';
import { InviteSuppliers } from './InviteSuppliers';
import {
  BasicInformationSection,
  DescriptionSection,
  PreferencesSection,
  VisibilitySection,
} from './RequestFormSections';
import { RequestPreview } from './RequestPreview';

/** Section 4: the success banner (and the publish state) resets after 3 seconds. */
export const RESET_AFTER_MS = 3000;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type Outcome = 'idle' | 'draft' | 'success' | 'error';

/** The publish checks run on Publish Request only (drafts skip them), and again only on the next. */
const resolver = specResolver<RequestFormValues>(requestFormProblems);

/**
 * Post a Request (spec 001 sections 2-5, 8, 9): Basic Information, Description with attachments,
 * Preferences, Request Visibility and a live preview. Save as Draft skips the publish checks and
 * keeps the form (saving the same draft again); Publish Request checks them in order, and on
 * success the form clears and the banner goes after 3 seconds.
 */
export function PostRequest() {
  const session = useSession();
  const company = session.status === 'signedIn' ? (session.profile?.fullName ?? '') : '';
  const [saveRequest, { isLoading: saving }] = useSaveRequestMutation();
  const [draftId, setDraftId] = useState<string | null>(null);
  const [savingAs, setSavingAs] = useState<'draft' | 'active' | null>(null);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [problem, setProblem] = useState('');
  /** The invite-only request just published: its client invites suppliers to it. */
  const [inviteTo, setInviteTo] = useState<{ id: string; title: string } | null>(null);
  const form = useForm<RequestFormValues>({
    defaultValues: EMPTY_REQUEST,
    resolver,
    reValidateMode: 'onSubmit',
    // The spec shows the check's message in an alert above the form.
    shouldFocusError: false,
  });
  const { control, getValues, reset, clearErrors, handleSubmit } = form;
  // Every field has a default, so the watched values are whole.
  const values = useWatch({ control }) as RequestFormValues;
  /** Section 5's message, until the user corrects what it names. */
  const current = publishProblem(values);
  const validationMessage =
    current !== null &&
    Object.values(form.formState.errors).some((error) => error.message === current)
      ? current
      : null;
  /** Manage Listings' Edit: the client's draft, completed here and published. */
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const { data: editing } = useGetOwnRequestQuery(editId ?? skipToken);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  if (editing?.status === 'draft' && loadedId !== editing.id) {
    setLoadedId(editing.id);
    setDraftId(editing.id);
  }
  useEffect(() => {
    if (editing?.status === 'draft') reset(requestFormOf(editing));
  }, [editing, reset]);

  useEffect(() => {
    if (outcome !== 'success') return undefined;
    const timer = setTimeout(() => {
      setOutcome('idle');
    }, RESET_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [outcome]);

  const send = async (status: 'draft' | 'active', sent: RequestFormValues) => {
    setSavingAs(status);
    const result = await saveRequest({ id: draftId, body: toRequestBody(sent, status) });
    setSavingAs(null);
    if ('error' in result) {
      const error = result.error as { status?: number; message?: string };
      // A rule the server enforces (an attachment, a budget range): its message; else the spec's.
      if (error.status === 400 && error.message) setProblem(error.message);
      setOutcome('error');
      return;
    }
    if (status === 'draft') {
      setDraftId(result.data.id);
      setOutcome('draft');
      return;
    }
    setDraftId(null);
    setInviteTo(
      result.data.visibility === 'invite-only'
        ? { id: result.data.id, title: result.data.title }
        : null,
    );
    reset(EMPTY_REQUEST);
    setOutcome('success');
  };

  const submit = async (status: 'draft' | 'active') => {
    setProblem('');
    if (status === 'active') {
      await handleSubmit(
        (valid) => send('active', valid),
        () => {
          setOutcome('idle');
        },
      )();
      return;
    }
    clearErrors();
    await send('draft', getValues());
  };

  return (
    <Page>
      <PageHeader title={TEXTS.title} subtitle={TEXTS.subtitle} />
      {outcome === 'success' && (
        <Banner tone="success" title={TEXTS.success.title} reveal>
          {TEXTS.success.message}
        </Banner>
      )}
      {outcome === 'error' && (
        <Banner tone="danger" title={TEXTS.failure.title} reveal>
          {problem || TEXTS.failure.message}
        </Banner>
      )}
      {outcome === 'draft' && (
        <Banner tone="info" reveal>
          {TEXTS.draftSaved}
        </Banner>
      )}
      {inviteTo !== null && <InviteSuppliers requestId={inviteTo.id} title={inviteTo.title} />}
      {validationMessage !== null && (
        <p role="alert" aria-live="assertive">
          {validationMessage}
        </p>
      )}
      <StyledLayout>
        <StyledForm
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit('active');
          }}
        >
          <BasicInformationSection form={form} company={company} />
          <DescriptionSection form={form} values={values} onUploading={setUploading} />
          <PreferencesSection form={form} />
          <VisibilitySection form={form} />
          <StyledActions>
            <Button
              variant="secondary"
              disabled={saving || uploading}
              busy={savingAs === 'draft'}
              busyLabel={TEXTS.saving}
              onClick={() => void submit('draft')}
            >
              {TEXTS.saveDraft}
            </Button>
            <Button
              type="submit"
              disabled={saving || uploading}
              busy={savingAs === 'active'}
              busyLabel={TEXTS.publishing}
            >
              {TEXTS.publish}
            </Button>
          </StyledActions>
        </StyledForm>
        <RequestPreview values={values} company={company} />
      </StyledLayout>
    </Page>
  );
}
