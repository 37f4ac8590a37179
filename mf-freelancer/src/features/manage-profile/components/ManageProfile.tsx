import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { MyPublicProfile } from '@atelier/api-contract';
import {
  MutedText,
  specResolver,
  Banner,
  Button,
  FormSection,
  CheckboxField,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  SelectField,
  TagInput,
  TextAreaField,
  TextField,
  ToggleField,
  portfolioPath,
  usePlatform,
} from '@atelier/shared-ui';
import { cropToSquare } from '../../../lib/cropToSquare';
import { PLACEHOLDER_PHOTO } from '../../../lib/placeholderPhoto';
import { previewUrlOf } from '../../../lib/previewUrl';
import { PORTFOLIO_CATEGORIES } from '@atelier/api-contract/values';
import { tusUploader, useUploader } from '@atelier/shared-ui';
import { useGetMyPublicProfileQuery } from '../api/getMyPublicProfile';
import { useSaveMyPublicProfileMutation } from '../api/saveMyPublicProfile';
import {
  fromProfile,
  toProfileBody,
  validateProfile,
  type ProfileFormValues,
} from '../model/profileForm';
import {
  AVAILABILITY_OPTIONS,
  HEADING,
  PHOTO_HINT,
  SAVE_BANNERS,
  SAVE_LABEL,
  SAVING_LABEL,
  SECTIONS,
  USERNAME_HINT,
  VIEW_PUBLIC_PROFILE,
  VISIBILITY_TEXTS,
  bioCounter,
} from '../model/texts';
import { useUsernameCheck } from './useUsernameCheck';

/** Section 9: the profile banner clears after 3 seconds. */
export const BANNER_MS = 3000;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const StyledPhotoRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;
const StyledPhoto = styled.img`
  width: ${({ theme }) => theme.space.xxxl};
  height: ${({ theme }) => theme.space.xxxl};
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;
const StyledCheck = styled.p<{ $ok: boolean }>`
  margin: 0;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
const StyledCategories = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;
const resolver = specResolver<ProfileFormValues>(validateProfile);

/** `/freelancer/manage-profile` and `/freelancer/profile` (spec 001 section 2, Manage Profile). */
export function ManageProfile() {
  const { data, isLoading, isError, refetch } = useGetMyPublicProfileQuery(undefined);
  if (isError) {
    return (
      <LoadErrorBanner
        title="Your profile could not be loaded."
        retryLabel="Retry"
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  if (isLoading || data === undefined) return <LoadingState label="Loading Profile" />;
  return <ManageProfileForm profile={data} />;
}

type SaveState = { phase: 'idle' | 'saving' | 'success' } | { phase: 'error'; detail: string };

function ManageProfileForm({ profile }: { profile: MyPublicProfile }) {
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const [saveProfile] = useSaveMyPublicProfileMutation();
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const [bannerKey, setBannerKey] = useState(0);
  const [photoUpload, setPhotoUpload] = useState<{ progress: number } | { error: string } | null>(
    null,
  );
  const usernameChosen = profile.username !== null;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues>({ defaultValues: fromProfile(profile), resolver });
  const [username, bio, isPublic, photo] = useWatch({
    control,
    name: ['username', 'bio', 'isPublic', 'photo'],
  });
  const availability = useUsernameCheck(username, !usernameChosen);
  const visibility = isPublic ? VISIBILITY_TEXTS.public : VISIBILITY_TEXTS.private;

  const onSubmit = handleSubmit(async (values) => {
    setSave({ phase: 'saving' });
    const result = await saveProfile(toProfileBody(values));
    setBannerKey((key) => key + 1);
    if ('error' in result) {
      const detail =
        typeof result.error === 'object' && 'message' in result.error
          ? String(result.error.message)
          : '';
      setSave({ phase: 'error', detail });
      return;
    }
    reset(fromProfile(result.data));
    setSave({ phase: 'success' });
  });

  const choosePhoto = async (file: File | undefined) => {
    if (file === undefined) return;
    setPhotoUpload({ progress: 0 });
    const square = await cropToSquare(file);
    const preview = await previewUrlOf(square);
    uploader(square, 'image', {
      onProgress: (sent, total) => {
        setPhotoUpload({ progress: total === 0 ? 100 : Math.round((sent / total) * 100) });
      },
      onSuccess: (key) => {
        setPhotoUpload(null);
        setValue('photo', { key, url: preview }, { shouldDirty: true });
      },
      onError: (message) => {
        setPhotoUpload({ error: message || `${file.name} could not be uploaded.` });
      },
    });
  };

  const savedUsername = profile.username;
  return (
    <StyledForm
      noValidate
      aria-labelledby="manage-profile-heading"
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <StyledHeader>
        <h1 id="manage-profile-heading">{HEADING}</h1>
        {savedUsername !== null && (
          <LinkButton to={portfolioPath(savedUsername)} variant="secondary">
            {VIEW_PUBLIC_PROFILE}
          </LinkButton>
        )}
      </StyledHeader>
      {save.phase === 'success' && (
        <Banner
          key={bannerKey}
          tone="success"
          title={SAVE_BANNERS.success.title}
          autoDismissMs={BANNER_MS}
        >
          {SAVE_BANNERS.success.message}
        </Banner>
      )}
      {save.phase === 'error' && (
        <Banner
          key={bannerKey}
          tone="danger"
          title={SAVE_BANNERS.failure.title}
          autoDismissMs={BANNER_MS}
        >
          {SAVE_BANNERS.failure.message}
          {save.detail !== '' && ` ${save.detail}`}
        </Banner>
      )}

      <FormSection legend={SECTIONS.basic}>
        <StyledPhotoRow>
          <StyledPhoto
            src={photo?.url ?? PLACEHOLDER_PHOTO}
            alt="Profile photo"
            onError={(event) => {
              event.currentTarget.src = PLACEHOLDER_PHOTO;
            }}
          />
          <TextField
            label="Profile Photo"
            type="file"
            accept="image/jpeg,image/png,image/gif"
            hint={PHOTO_HINT}
            error={photoUpload !== null && 'error' in photoUpload ? photoUpload.error : undefined}
            onChange={(event) => {
              void choosePhoto(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </StyledPhotoRow>
        {photoUpload !== null && 'progress' in photoUpload && (
          <progress value={photoUpload.progress} max={100} aria-label="Photo upload" />
        )}
        {usernameChosen ? (
          <TextField label="Username" value={savedUsername ?? ''} readOnly hint={USERNAME_HINT} />
        ) : (
          <>
            <TextField
              label="Username"
              hint={USERNAME_HINT}
              autoComplete="off"
              error={errors.username?.message}
              {...register('username')}
            />
            {availability !== undefined && (
              <StyledCheck $ok={availability.available} role="status">
                {availability.message}
              </StyledCheck>
            )}
          </>
        )}
        <StyledRow>
          <TextField label="Full Name" error={errors.fullName?.message} {...register('fullName')} />
          <TextField
            label="Profession"
            placeholder="e.g. Swimwear Designer"
            error={errors.profession?.message}
            {...register('profession')}
          />
        </StyledRow>
        <StyledRow>
          <TextField label="Location" {...register('location')} />
          <SelectField
            label="Availability"
            options={AVAILABILITY_OPTIONS}
            {...register('availability')}
          />
        </StyledRow>
        <StyledRow>
          <TextField
            label="Hourly Rate"
            type="number"
            min={0}
            step={1}
            error={errors.hourlyRate?.message}
            {...register('hourlyRate')}
          />
          <SelectField
            label="Currency"
            options={['USD', 'EUR', 'GBP'].map((code) => ({ value: code, label: code }))}
            {...register('currency')}
          />
          <TextField
            label="Years of Experience"
            type="number"
            min={0}
            step={1}
            {...register('yearsExperience')}
          />
        </StyledRow>
        <TextAreaField
          label="Bio"
          rows={6}
          hint={bioCounter(bio.length)}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <CheckboxField label="Open to full-time roles" {...register('openToFullTime')} />
        <CheckboxField label="Open to remote work" {...register('openToRemote')} />
      </FormSection>

      <FormSection legend={SECTIONS.expertise}>
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <FormSection legend="Categories" bare>
              <StyledCategories>
                {PORTFOLIO_CATEGORIES.map((category) => (
                  <CheckboxField
                    key={category}
                    label={category}
                    checked={field.value.includes(category)}
                    onChange={(event) => {
                      field.onChange(
                        event.currentTarget.checked
                          ? [...field.value, category]
                          : field.value.filter((one) => one !== category),
                      );
                    }}
                  />
                ))}
              </StyledCategories>
            </FormSection>
          )}
        />
        {(
          [
            ['skills', 'Skills', 'e.g. CLO 3D'],
            ['services', 'Services (What I Do)', 'e.g. Tech pack creation'],
            ['languages', 'Languages', 'e.g. English'],
          ] as const
        ).map(([name, label, placeholder]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TagInput
                label={label}
                placeholder={placeholder}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </FormSection>

      <FormSection legend={SECTIONS.social}>
        <StyledRow>
          <TextField label="LinkedIn" type="url" {...register('linkedin')} />
          <TextField label="Instagram" type="url" {...register('instagram')} />
          <TextField label="Website" type="url" {...register('website')} />
        </StyledRow>
        <StyledRow>
          <TextField label="Contact Email" type="email" {...register('contactEmail')} />
          <TextField label="Phone" type="tel" {...register('phone')} />
        </StyledRow>
      </FormSection>

      <FormSection legend={SECTIONS.visibility}>
        <ToggleField label={visibility.title} hint={visibility.status} {...register('isPublic')} />
        <ToggleField label="Show contact info" {...register('showContactInfo')} />
        <ToggleField label="Allow downloads" {...register('allowDownloads')} />
        {!isPublic && (
          <MutedText>Only you can see your public profile while it is private.</MutedText>
        )}
      </FormSection>

      <div>
        <Button type="submit" busy={save.phase === 'saving'} busyLabel={SAVING_LABEL}>
          {SAVE_LABEL}
        </Button>
      </div>
    </StyledForm>
  );
}
