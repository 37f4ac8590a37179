import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import {
  MutedText,
  ATTACHMENT_TEXTS,
  BUDGET_CURRENCIES,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
  VISIBILITIES,
  Badge,
  Banner,
  attachmentRefusal,
  Button,
  Card,
  CheckboxField,
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
  formatFileSize,
  tusUploader,
  useFileUploads,
  usePlatform,
  useSession,
  useSubmitProblem,
  useUploader,
  type UploadedFile,
  formatDateOnly,
} from '@atelier/shared-ui';
import type { RequestRegion } from '@atelier/api-contract';
import { useGetOwnRequestQuery } from '../api/getOwnRequest';
import { useSaveRequestMutation } from '../api/saveRequest';
import {
  EMPTY_REQUEST,
  publishProblem,
  requestFormOf,
  toRequestBody,
  withAddedRegion,
  withAddedTag,
  type RequestFormValues,
} from '../model/requestForm';
import { TEXTS } from '../model/texts';
import { InviteSuppliers } from './InviteSuppliers';

/** Section 4: the success banner (and the publish state) resets after 3 seconds. */
export const RESET_AFTER_MS = 3000;

const StyledMain = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledSubtitle = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

const StyledSection = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

// Columns wide enough for the longest request type ('Logistic or Fulfillment Partner') in full.
const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledPreview = styled.aside`
  align-self: start;
  position: sticky;
  top: ${({ theme }) => theme.space.xl};
`;

const StyledPreviewTitle = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

type Outcome = 'idle' | 'draft' | 'success' | 'error';

/**
 * Post a Request (spec 001 sections 2-5, 8, 9): Basic Information, Description with attachments,
 * Preferences, Request Visibility and a live preview. Save as Draft skips the publish checks and
 * keeps the form (saving the same draft again); Publish Request checks them in order, and on
 * success the form clears and the banner goes after 3 seconds.
 */
export function PostRequest() {
  const session = useSession();
  const { getAccessToken } = usePlatform();
  const company = session.status === 'signedIn' ? (session.profile?.fullName ?? '') : '';
  const uploader = useUploader(() => tusUploader(getAccessToken));
  const [saveRequest, { isLoading: saving }] = useSaveRequestMutation();
  const [draftId, setDraftId] = useState<string | null>(null);
  const [savingAs, setSavingAs] = useState<'draft' | 'active' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [problem, setProblem] = useState('');
  /** The invite-only request just published: its client invites suppliers to it. */
  const [inviteTo, setInviteTo] = useState<{ id: string; title: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const visibilityHeadingId = useId();
  const form = useForm<RequestFormValues>({ defaultValues: EMPTY_REQUEST });
  const { register, control, getValues, setValue, reset } = form;
  const values = useWatch({ control }) as RequestFormValues;
  /** Section 5's message, until the user corrects what it names. */
  const validation = useSubmitProblem(publishProblem, values);
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

  const attachments = useFileUploads(
    uploader,
    (_purpose, file) => {
      setValue('attachments', [...getValues('attachments'), file], { shouldDirty: true });
    },
    (file) => attachmentRefusal(file),
  );

  useEffect(() => {
    if (outcome !== 'success') return undefined;
    const timer = setTimeout(() => {
      setOutcome('idle');
    }, RESET_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [outcome]);

  const submit = async (status: 'draft' | 'active') => {
    const current = getValues();
    setProblem('');
    validation.clear();
    if (status === 'active' && validation.check() !== null) {
      setOutcome('idle');
      return;
    }
    setSavingAs(status);
    const result = await saveRequest({ id: draftId, body: toRequestBody(current, status) });
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

  const removeAttachment = (key: string) => {
    setValue(
      'attachments',
      getValues('attachments').filter((file) => file.key !== key),
      { shouldDirty: true },
    );
  };

  return (
    <StyledMain>
      <StyledTitle>{TEXTS.title}</StyledTitle>
      <StyledSubtitle>{TEXTS.subtitle}</StyledSubtitle>
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
      {validation.message !== null && (
        <p role="alert" aria-live="assertive">
          {validation.message}
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
          <StyledSection>
            <legend>{TEXTS.sections.basic}</legend>
            <TextField label={TEXTS.fields.title} {...register('title')} />
            <TextField label={TEXTS.fields.company} value={company} readOnly />
            <StyledGrid>
              <TextField label={TEXTS.fields.location} {...register('location')} />
              <SelectField
                label={TEXTS.fields.type}
                placeholder={TEXTS.selectType}
                options={REQUEST_TYPES.map((type) => ({ value: type, label: type }))}
                {...register('type')}
              />
              <SelectField
                label={TEXTS.fields.category}
                placeholder={TEXTS.selectCategory}
                options={REQUEST_CATEGORIES.map((category) => ({
                  value: category,
                  label: category,
                }))}
                {...register('category')}
              />
              <TextField label={TEXTS.fields.quantity} {...register('quantity')} />
              <TextField label={TEXTS.fields.budget} {...register('budget')} />
              <TextField label={TEXTS.fields.deadline} type="date" {...register('deadline')} />
            </StyledGrid>
          </StyledSection>

          <StyledSection>
            <legend>{TEXTS.sections.description}</legend>
            <TextAreaField
              label={TEXTS.fields.description}
              rows={6}
              hint={TEXTS.descriptionCounter(values.description.length)}
              {...register('description')}
            />
            <div>
              <StyledRow>
                <Button
                  variant="secondary"
                  onClick={() => {
                    fileInput.current?.click();
                  }}
                >
                  {TEXTS.chooseFiles}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  hidden
                  aria-label={TEXTS.fields.attachments}
                  accept={ATTACHMENT_TEXTS.accept}
                  onChange={(event) => {
                    for (const file of Array.from(event.currentTarget.files ?? [])) {
                      attachments.add(file, 'request-attachment');
                    }
                    event.currentTarget.value = '';
                  }}
                />
              </StyledRow>
              <MutedText size="sm">{ATTACHMENT_TEXTS.hint}</MutedText>
            </div>
            <StyledFiles aria-label={TEXTS.fields.attachments}>
              {values.attachments.map((file: UploadedFile) => (
                <li key={file.key}>
                  {file.name}{' '}
                  <MutedText size="sm" inline>
                    {formatFileSize(file.size)}
                  </MutedText>{' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={TEXTS.remove(file.name)}
                    onClick={() => {
                      removeAttachment(file.key);
                    }}
                  >
                    ×
                  </Button>
                </li>
              ))}
              {attachments.entries.map((entry) => (
                <li key={entry.id}>
                  {entry.status === 'failed' ? (
                    <span role="alert">{entry.error}</span>
                  ) : (
                    <>
                      <progress max={100} value={entry.progress} aria-label={entry.name} />{' '}
                      {TEXTS.uploading(entry.name, entry.progress)}{' '}
                      <MutedText size="sm" inline>
                        {formatFileSize(entry.size)}
                      </MutedText>
                    </>
                  )}{' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={TEXTS.cancelUpload(entry.name)}
                    onClick={() => {
                      attachments.cancel(entry.id);
                    }}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </StyledFiles>
          </StyledSection>

          <StyledSection>
            <legend>{TEXTS.sections.preferences}</legend>
            <RegionPicker control={control} />
            <TagInput control={control} name="certifications" label={TEXTS.fields.certifications} />
            <TagInput control={control} name="languages" label={TEXTS.fields.languages} />
            <CheckboxField label={TEXTS.fields.needSamples} {...register('needSamples')} />
            <StyledGrid>
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
                options={BUDGET_CURRENCIES.map((currency) => ({
                  value: currency,
                  label: currency,
                }))}
                {...register('budgetCurrency')}
              />
            </StyledGrid>
          </StyledSection>

          <StyledSection>
            <legend id={visibilityHeadingId}>{TEXTS.sections.visibility}</legend>
            <Controller
              control={control}
              name="visibility"
              render={({ field }) => (
                <RadioGroup
                  name={field.name}
                  aria-labelledby={visibilityHeadingId}
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
          </StyledSection>

          <StyledActions>
            <Button
              variant="secondary"
              disabled={saving || attachments.isUploading}
              busy={savingAs === 'draft'}
              busyLabel={TEXTS.saving}
              onClick={() => void submit('draft')}
            >
              {TEXTS.saveDraft}
            </Button>
            <Button
              type="submit"
              disabled={saving || attachments.isUploading}
              busy={savingAs === 'active'}
              busyLabel={TEXTS.publishing}
            >
              {TEXTS.publish}
            </Button>
          </StyledActions>
        </StyledForm>
        <RequestPreview values={values} company={company} />
      </StyledLayout>
    </StyledMain>
  );
}

function RegionPicker({ control }: { control: Control<RequestFormValues> }) {
  const [choice, setChoice] = useState<RequestRegion | ''>('');
  return (
    <Controller
      control={control}
      name="preferredRegions"
      render={({ field }) => (
        <div>
          <StyledRow>
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
                disabled: field.value.includes(region),
              }))}
            />
            <Button
              variant="secondary"
              onClick={() => {
                field.onChange(withAddedRegion(field.value, choice));
                setChoice('');
              }}
            >
              {TEXTS.addRegion}
            </Button>
          </StyledRow>
          <TagChips
            values={field.value}
            onRemove={(region) => {
              field.onChange(field.value.filter((other) => other !== region));
            }}
          />
        </div>
      )}
    />
  );
}

function TagInput({
  control,
  name,
  label,
}: {
  control: Control<RequestFormValues>;
  name: 'certifications' | 'languages';
  label: string;
}) {
  const [typed, setTyped] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const add = () => {
          field.onChange(withAddedTag(field.value, typed));
          setTyped('');
        };
        return (
          <div>
            <StyledRow>
              <TextField
                label={label}
                value={typed}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                }}
                onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                  // Section 5: Enter adds.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  add();
                }}
              />
              <Button variant="secondary" onClick={add}>
                {TEXTS.add}
              </Button>
            </StyledRow>
            <TagChips
              values={field.value}
              onRemove={(value) => {
                field.onChange(field.value.filter((other) => other !== value));
              }}
            />
          </div>
        );
      }}
    />
  );
}

function TagChips<T extends string>({
  values,
  onRemove,
}: {
  values: readonly T[];
  onRemove: (value: T) => void;
}) {
  if (values.length === 0) return null;
  return (
    <StyledTags>
      {values.map((value) => (
        <li key={value}>
          <Badge tone="brand">
            {value}
            <Button
              variant="ghost"
              size="sm"
              aria-label={TEXTS.remove(value)}
              onClick={() => {
                onRemove(value);
              }}
            >
              ×
            </Button>
          </Badge>
        </li>
      ))}
    </StyledTags>
  );
}

/** The live preview: the request as suppliers will read it. */
function RequestPreview({ values, company }: { values: RequestFormValues; company: string }) {
  const headingId = useId();
  const hidesBrand = values.visibility !== 'public';
  return (
    <StyledPreview aria-labelledby={headingId}>
      <Card>
        <MutedText size="sm" id={headingId}>
          {TEXTS.sections.preview}
        </MutedText>
        <StyledPreviewTitle>{values.title.trim() || TEXTS.previewEmptyTitle}</StyledPreviewTitle>
        <MutedText size="sm">
          {hidesBrand ? TEXTS.visibility[values.visibility].label : company}
          {values.location.trim() !== '' && ` · ${values.location.trim()}`}
        </MutedText>
        <StyledTags>
          {values.type !== '' && (
            <li>
              <Badge tone="info">{values.type}</Badge>
            </li>
          )}
          {values.category !== '' && (
            <li>
              <Badge>{values.category}</Badge>
            </li>
          )}
        </StyledTags>
        {values.quantity.trim() !== '' && (
          <MutedText size="sm">
            {TEXTS.fields.quantity}: {values.quantity.trim()}
          </MutedText>
        )}
        {(values.budgetMin !== '' || values.budgetMax !== '') && (
          <MutedText size="sm">
            {TEXTS.fields.budget}:{' '}
            {TEXTS.previewBudget(values.budgetMin, values.budgetMax, values.budgetCurrency)}
          </MutedText>
        )}
        {values.deadline !== '' && (
          <MutedText size="sm">
            {TEXTS.fields.deadline}: {formatDateOnly(values.deadline)}
          </MutedText>
        )}
        <p>{values.description}</p>
        {values.preferredRegions.length > 0 && (
          <MutedText size="sm">{values.preferredRegions.join(', ')}</MutedText>
        )}
        {values.attachments.length > 0 && (
          <MutedText size="sm">
            {TEXTS.fields.attachments}: {values.attachments.length}
          </MutedText>
        )}
      </Card>
    </StyledPreview>
  );
}
