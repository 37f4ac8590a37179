import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { SupplierService } from '@atelier/api-contract';
import {
  specResolver,
  Banner,
  Button,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared-ui';
import { useSaveServiceMutation } from '../api/saveService';
import { SERVICE_CATEGORIES, SERVICE_CURRENCIES, SERVICE_TYPES } from '../model/options';
import {
  toFormValues,
  toServiceBody,
  validateService,
  type ServiceFormValues,
} from '../model/serviceForm';
import { SERVICES_TEXTS } from '../model/texts';

const TEXTS = SERVICES_TEXTS.form;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const resolver = specResolver<ServiceFormValues>(validateService);

export interface ServiceFormProps {
  /** The service to change; null for a new one. */
  service: SupplierService | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** A service's fields: price range, MOQ, lead time, categories, certifications. */
export function ServiceForm({ service, onSaved, onCancel }: ServiceFormProps) {
  const [saveService, { isLoading: saving }] = useSaveServiceMutation();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ServiceFormValues>({ defaultValues: toFormValues(service), resolver });

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    const result = await saveService({ id: service?.id ?? null, body: toServiceBody(values) });
    if ('error' in result) {
      const { message } = result.error as { message?: string };
      setFailure(message ?? TEXTS.failed);
      return;
    }
    onSaved();
  });

  return (
    <StyledForm
      noValidate
      aria-label={service === null ? SERVICES_TEXTS.newService : SERVICES_TEXTS.editService}
      onSubmit={(event) => void onSubmit(event)}
    >
      {failure !== '' && <Banner tone="danger">{failure || TEXTS.failed}</Banner>}
      <TextField label={TEXTS.title} error={errors.title?.message} {...register('title')} />
      <SelectField
        label={TEXTS.type}
        placeholder={TEXTS.typePlaceholder}
        options={SERVICE_TYPES.map((type) => ({ value: type, label: type }))}
        error={errors.type?.message}
        {...register('type')}
      />
      <fieldset>
        <legend>{TEXTS.categories}</legend>
        <StyledRow>
          {SERVICE_CATEGORIES.map((category) => (
            <CheckboxField
              key={category}
              label={category}
              value={category}
              {...register('categories')}
            />
          ))}
        </StyledRow>
        {errors.categories?.message !== undefined && (
          <StyledError role="alert">{errors.categories.message}</StyledError>
        )}
      </fieldset>
      <TextAreaField
        label={TEXTS.description}
        rows={4}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={TEXTS.certifications}
        hint={TEXTS.certificationsHint}
        {...register('certifications')}
      />
      <StyledRow>
        <TextField
          label={TEXTS.priceMin}
          type="number"
          min={0}
          step={0.01}
          error={errors.priceMin?.message}
          {...register('priceMin')}
        />
        <TextField
          label={TEXTS.priceMax}
          type="number"
          min={0}
          step={0.01}
          {...register('priceMax')}
        />
        <SelectField
          label={TEXTS.currency}
          options={SERVICE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          {...register('currency')}
        />
      </StyledRow>
      <StyledRow>
        <TextField label={TEXTS.moq} type="number" min={0} step={1} {...register('moq')} />
        <TextField
          label={TEXTS.leadTimeMin}
          type="number"
          min={0}
          step={1}
          error={errors.leadTimeMinDays?.message}
          {...register('leadTimeMinDays')}
        />
        <TextField
          label={TEXTS.leadTimeMax}
          type="number"
          min={0}
          step={1}
          {...register('leadTimeMaxDays')}
        />
      </StyledRow>
      <StyledActions>
        <Button variant="ghost" onClick={onCancel}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" busy={saving} busyLabel={TEXTS.saving}>
          {TEXTS.save}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
