import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  specResolver,
  Banner,
  Button,
  FormSection,
  LinkButton,
  ROUTES,
  SelectField,
  TagInput,
  TextAreaField,
  TextField,
  usePlatform,
} from '@atelier/shared-ui';
import { PORTFOLIO_CATEGORIES } from '@atelier/api-contract/values';
import { previewUrlOf } from '../../../lib/previewUrl';
import { tusUploader, useUploader } from '@atelier/shared-ui';
import { useCreateProjectMutation } from '../api/createProject';
import {
  PROJECT_FORM_DEFAULTS,
  imageRefusal,
  statusOnSubmit,
  toProjectBody,
  validateProject,
  type ProjectFormValues,
} from '../model/projectForm';
import {
  BACK_LINK,
  BUTTONS,
  HEADING,
  SAVE_BANNERS,
  SECTIONS,
  VISIBILITY_OPTIONS,
  descriptionCounter,
} from '../model/texts';

/** Section 4: the success message clears and the form resets after 3 seconds. */
export const RESET_AFTER_MS = 3000;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const StyledImages = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
const StyledProblems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const resolver = specResolver<ProjectFormValues>(validateProject);

interface Uploading {
  id: number;
  name: string;
  progress: number;
  cancel: () => void;
}

type SaveState =
  { phase: 'idle' | 'success' | 'error' } | { phase: 'saving'; action: 'draft' | 'publish' };

/** `/freelancer/upload-project` (spec 001 section 2, Upload New Project). */
export function UploadProject() {
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const [createProject] = useCreateProjectMutation();
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextId = useRef(1);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    reset,
    formState: { errors, submitCount },
  } = useForm<ProjectFormValues>({
    defaultValues: PROJECT_FORM_DEFAULTS,
    resolver,
  });
  const [description, images, visibility] = useWatch({
    control,
    name: ['description', 'images', 'status'],
  });

  useEffect(() => {
    if (save.phase !== 'success') return undefined;
    const timer = setTimeout(() => {
      reset(PROJECT_FORM_DEFAULTS);
      setSave({ phase: 'idle' });
    }, RESET_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [save.phase, reset]);

  const addImages = async (files: readonly File[]) => {
    const problems: string[] = [];
    setRefusals([]);
    for (const file of files) {
      const refusal = imageRefusal(file);
      if (refusal !== null) {
        problems.push(refusal);
        continue;
      }
      const id = nextId.current++;
      const cancel: { current: () => void } = { current: () => undefined };
      setUploading((all) => [
        ...all,
        { id, name: file.name, progress: 0, cancel: () => cancel.current() },
      ]);
      const preview = await previewUrlOf(file);
      const running = uploader(file, 'image', {
        onProgress: (sent, total) => {
          const progress = total === 0 ? 100 : Math.round((sent / total) * 100);
          setUploading((all) => all.map((one) => (one.id === id ? { ...one, progress } : one)));
        },
        onSuccess: (key) => {
          setUploading((all) => all.filter((one) => one.id !== id));
          setValue(
            'images',
            [...getValues('images'), { key, name: file.name, size: file.size, preview }],
            { shouldDirty: true, shouldValidate: submitCount > 0 },
          );
        },
        onError: (message) => {
          setUploading((all) => all.filter((one) => one.id !== id));
          setRefusals((all) => [...all, message || `${file.name} could not be uploaded.`]);
        },
      });
      cancel.current = running.cancel;
    }
    if (problems.length > 0) setRefusals((all) => [...all, ...problems]);
  };

  const submitAs = (action: 'draft' | 'publish') =>
    handleSubmit(async (values) => {
      setSave({ phase: 'saving', action });
      const result = await createProject(
        toProjectBody(values, statusOnSubmit(action, values.status)),
      );
      // On failure every value stays: nothing typed is lost.
      setSave({ phase: 'error' in result ? 'error' : 'success' });
    });

  const firstError = validateProject(getValues())[0];
  const busy = save.phase === 'saving' || uploading.length > 0;
  return (
    <StyledForm
      noValidate
      aria-labelledby="upload-project-heading"
      onSubmit={(event) => {
        void submitAs('publish')(event);
      }}
    >
      <LinkButton to={ROUTES.freelancer.portfolio} variant="ghost">
        {BACK_LINK}
      </LinkButton>
      <h1 id="upload-project-heading">{HEADING}</h1>
      {save.phase === 'success' && (
        <Banner tone="success" title={SAVE_BANNERS.success.title} reveal>
          {SAVE_BANNERS.success.message}
        </Banner>
      )}
      {save.phase === 'error' && (
        <Banner tone="danger" title={SAVE_BANNERS.failure.title} reveal>
          {SAVE_BANNERS.failure.message}
        </Banner>
      )}
      {submitCount > 0 && Object.keys(errors).length > 0 && firstError !== undefined && (
        <Banner tone="danger">{firstError.message}</Banner>
      )}

      <FormSection legend={SECTIONS.details}>
        <TextField label="Project Title" error={errors.title?.message} {...register('title')} />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={PORTFOLIO_CATEGORIES.map((name) => ({ value: name, label: name }))}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextAreaField
          label="Description"
          rows={6}
          hint={descriptionCounter(description.length)}
          error={errors.description?.message}
          {...register('description')}
        />
        <StyledRow>
          <TextField label="Client (optional)" {...register('client')} />
          <TextField
            label="Year (optional)"
            type="number"
            min={1900}
            max={2100}
            {...register('year')}
          />
          <SelectField label="Visibility" options={VISIBILITY_OPTIONS} {...register('status')} />
        </StyledRow>
      </FormSection>

      <FormSection legend={SECTIONS.tags}>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagInput
              label="Tags"
              placeholder="Type a tag and press Enter"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </FormSection>

      <FormSection legend={SECTIONS.images}>
        <TextField
          label="Project Images"
          type="file"
          accept="image/*"
          multiple
          hint="Images up to 10MB each."
          error={errors.images?.message}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            void addImages(files);
          }}
        />
        {refusals.length > 0 && (
          <StyledProblems role="alert">
            {refusals.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </StyledProblems>
        )}
        {uploading.map((one) => (
          <div key={one.id}>
            <label>
              {one.name} <progress value={one.progress} max={100} />
            </label>{' '}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                one.cancel();
                setUploading((all) => all.filter((other) => other.id !== one.id));
              }}
            >
              Cancel
            </Button>
          </div>
        ))}
        {images.length > 0 && (
          <StyledImages aria-label="Uploaded images">
            {images.map((image) => (
              <li key={image.key}>
                <img src={image.preview} alt={image.name} />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${image.name}`}
                  onClick={() => {
                    setValue(
                      'images',
                      getValues('images').filter((other) => other.key !== image.key),
                      { shouldDirty: true },
                    );
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </StyledImages>
        )}
      </FormSection>

      <StyledActions>
        <Button
          variant="secondary"
          disabled={busy}
          busy={save.phase === 'saving' && save.action === 'draft'}
          busyLabel={BUTTONS.saving}
          onClick={() => {
            void submitAs('draft')();
          }}
        >
          {BUTTONS.draft}
        </Button>
        <Button
          type="submit"
          disabled={busy}
          busy={save.phase === 'saving' && save.action === 'publish'}
          busyLabel={BUTTONS.publishing}
        >
          {BUTTONS.publish}
        </Button>
      </StyledActions>
      {visibility === 'private' && <p>Publish Project keeps this project private.</p>}
    </StyledForm>
  );
}
