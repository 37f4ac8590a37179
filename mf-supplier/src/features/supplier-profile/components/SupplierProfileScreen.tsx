import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { SupplierProfile } from '@atelier/api-contract';
import {
  Badge,
  Banner,
  Button,
  Card,
  CheckboxField,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  Page,
  PageHeader,
  TextAreaField,
  TextField,
  specResolver,
} from '@atelier/shared-ui';
import { LogoField } from '@atelier/shared-ui';
import { useGetMySupplierProfileQuery } from '../api/getMySupplierProfile';
import { useSaveMySupplierProfileMutation } from '../api/saveMySupplierProfile';
import { SUPPLIER_REGIONS } from '../model/options';
import {
  toFormValues,
  toProfileBody,
  validateSupplierProfile,
  type SupplierProfileFormValues,
} from '../model/supplierProfileForm';
import {
  BANNER_CLEARS_AFTER_MS,
  PROFILE_BANNERS,
  SUPPLIER_PROFILE_TEXTS as TEXTS,
} from '../model/texts';
import { ServiceCatalogueCard } from './ServiceCatalogueCard';
import { VerificationCard } from './VerificationCard';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const resolver = specResolver<SupplierProfileFormValues>(validateSupplierProfile);

type SaveState = { phase: 'idle' | 'success' } | { phase: 'error'; message: string };

function SupplierProfileForm({ profile }: { profile: SupplierProfile | null }) {
  const [saveProfile, { isLoading: saving }] = useSaveMySupplierProfileMutation();
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<SupplierProfileFormValues>({ defaultValues: toFormValues(profile), resolver });
  const description = useWatch({ control, name: 'description' });

  useEffect(() => {
    if (save.phase !== 'success') return undefined;
    const timer = setTimeout(() => {
      setSave({ phase: 'idle' });
    }, BANNER_CLEARS_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [save.phase]);

  const onSubmit = handleSubmit(async (values) => {
    setSave({ phase: 'idle' });
    const result = await saveProfile(toProfileBody(values));
    if ('error' in result) {
      const { message } = result.error as { message?: string };
      setSave({ phase: 'error', message: message ?? '' });
      return;
    }
    reset(toFormValues(result.data));
    setSave({ phase: 'success' });
  });

  return (
    <form noValidate aria-label={TEXTS.title} onSubmit={(event) => void onSubmit(event)}>
      <StyledStack>
        {save.phase === 'success' && (
          <Banner tone="success" title={PROFILE_BANNERS.success.title}>
            {PROFILE_BANNERS.success.message}
          </Banner>
        )}
        {save.phase === 'error' && (
          <Banner tone="danger" title={PROFILE_BANNERS.failure.title}>
            {save.message || PROFILE_BANNERS.failure.message}
          </Banner>
        )}
        <TextField
          label={TEXTS.companyName}
          required
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <LogoField label={TEXTS.logo} value={field.value} onChange={field.onChange} />
          )}
        />
        <TextField
          label={TEXTS.capabilities}
          hint={TEXTS.capabilitiesHint}
          error={errors.capabilities?.message}
          {...register('capabilities')}
        />
        <TextField
          label={TEXTS.certifications}
          hint={TEXTS.certificationsHint}
          {...register('certifications')}
        />
        <fieldset aria-invalid={errors.regions !== undefined || undefined}>
          <legend>{TEXTS.regions}</legend>
          {SUPPLIER_REGIONS.map((region) => (
            <CheckboxField key={region} label={region} value={region} {...register('regions')} />
          ))}
          {errors.regions?.message !== undefined && (
            <StyledError role="alert">{errors.regions.message}</StyledError>
          )}
        </fieldset>
        <TextAreaField
          label={TEXTS.description}
          rows={5}
          maxLength={2000}
          hint={`${String(description.length)}/2000`}
          {...register('description')}
        />
        <TextField
          label={TEXTS.website}
          type="url"
          placeholder="https://"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField label={TEXTS.location} {...register('location')} />
        <div>
          <Button type="submit" busy={saving} busyLabel={TEXTS.saving}>
            {TEXTS.save}
          </Button>
        </div>
      </StyledStack>
    </form>
  );
}

/** /supplier/profile: company, capabilities, certifications, regions (spec 001 section 2). */
export function SupplierProfileScreen() {
  const query = useGetMySupplierProfileQuery(undefined);
  const profile = query.data?.profile ?? null;
  return (
    <Page aria-labelledby="supplier-profile-title" width="md">
      <PageHeader
        title={TEXTS.title}
        titleId="supplier-profile-title"
        badge={
          profile?.verified === true ? <Badge tone="success">{TEXTS.verified}</Badge> : undefined
        }
        subtitle={TEXTS.intro}
      />
      {query.isLoading && <LoadingState label={TEXTS.loading} />}
      {query.isError && (
        <LoadErrorBanner
          title={TEXTS.loadError}
          retryLabel={TEXTS.retry}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && (
        <>
          <Card>
            {profile === null && <MutedText>{TEXTS.empty}</MutedText>}
            <SupplierProfileForm profile={profile} />
          </Card>
          <ServiceCatalogueCard profile={profile} />
          <VerificationCard profile={profile} />
        </>
      )}
    </Page>
  );
}
