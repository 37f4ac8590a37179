import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { MyCompany } from '@atelier/api-contract';
import {
  Banner,
  Button,
  Card,
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
import { useGetMyCompanyQuery } from '../api/getMyCompany';
import { useSaveMyCompanyMutation } from '../api/saveMyCompany';
import {
  toCompanyBody,
  toFormValues,
  validateCompany,
  type CompanyFormValues,
} from '../model/companyForm';
import {
  BANNER_CLEARS_AFTER_MS,
  COMPANY_PROFILE_TEXTS as TEXTS,
  PROFILE_BANNERS,
  descriptionCounter,
} from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const resolver = specResolver<CompanyFormValues>(validateCompany);

type SaveState = { phase: 'idle' | 'success' } | { phase: 'error'; message: string };

function CompanyForm({ mine }: { mine: MyCompany }) {
  const [saveMyCompany, { isLoading: saving }] = useSaveMyCompanyMutation();
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const readOnly = mine.memberRole === 'member';
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<CompanyFormValues>({
    defaultValues: toFormValues(mine.company),
    resolver,
    shouldFocusError: true,
  });
  const description = useWatch({ control, name: 'description' });

  useEffect(() => {
    if (save.phase !== 'success') return undefined;
    const timer = setTimeout(() => setSave({ phase: 'idle' }), BANNER_CLEARS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [save.phase]);

  const onSubmit = handleSubmit(async (values) => {
    setSave({ phase: 'idle' });
    const result = await saveMyCompany(toCompanyBody(values));
    if ('error' in result) {
      // Nothing typed is lost: the form keeps its values.
      const message = (result.error as { message?: string }).message ?? '';
      setSave({ phase: 'error', message });
      return;
    }
    reset(toFormValues(result.data.company));
    setSave({ phase: 'success' });
  });

  return (
    <StyledForm noValidate aria-label={TEXTS.title} onSubmit={(event) => void onSubmit(event)}>
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
      {readOnly && <MutedText>{TEXTS.memberNote}</MutedText>}
      <fieldset disabled={readOnly || saving}>
        <StyledForm as="div">
          <TextField
            label={TEXTS.name}
            required
            autoComplete="organization"
            error={errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <LogoField label={TEXTS.logo} value={field.value} onChange={field.onChange} />
            )}
          />
          <TextField
            label={TEXTS.website}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.website?.message}
            {...register('website')}
          />
          <TextField label={TEXTS.location} {...register('location')} />
          <TextAreaField
            label={TEXTS.description}
            rows={6}
            maxLength={2000}
            hint={descriptionCounter(description.length)}
            {...register('description')}
          />
        </StyledForm>
      </fieldset>
      {!readOnly && (
        <div>
          <Button type="submit" busy={saving} busyLabel={TEXTS.saving}>
            {TEXTS.save}
          </Button>
        </div>
      )}
    </StyledForm>
  );
}

/** /client/profile: the company profile (spec 001 section 2). */
export function CompanyProfile() {
  const query = useGetMyCompanyQuery(undefined);
  return (
    <Page aria-labelledby="company-profile-title" width="md">
      <PageHeader title={TEXTS.title} titleId="company-profile-title" subtitle={TEXTS.intro} />
      {query.isLoading && <LoadingState label={TEXTS.loading} />}
      {query.isError && (
        <LoadErrorBanner
          title={TEXTS.loadError}
          retryLabel={TEXTS.retry}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && (
        <Card>
          {query.data.company === null && <MutedText>{TEXTS.empty}</MutedText>}
          <CompanyForm mine={query.data} />
        </Card>
      )}
    </Page>
  );
}
