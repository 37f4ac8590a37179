import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { RequestSearchFilters } from '@atelier/api-contract';
import { SAVED_SEARCH_ALERT_LABELS, SAVED_SEARCH_ALERTS } from '@atelier/api-contract/values';
import { Banner, Button, SelectField, TextField, specResolver } from '@atelier/shared-ui';
import { useSaveSearchMutation } from '../api/saveSearch';
import {
  SAVED_SEARCH_NAME_MAX,
  validateSaveSearch,
  type SaveSearchValues,
} from '../model/saveSearchForm';
import { TEXTS } from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const resolver = specResolver<SaveSearchValues>(validateSaveSearch);

export interface SaveSearchFormProps {
  /** The list's filters now. */
  query: RequestSearchFilters;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

/** 'Save this search': the list's query and filters, with a name and an alert choice. */
export function SaveSearchForm({ query, onSaved, onCancel }: SaveSearchFormProps) {
  const [saveSearch, { isLoading: saving }] = useSaveSearchMutation();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SaveSearchValues>({
    defaultValues: { name: query.q ?? '', alert: 'instant' },
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    const result = await saveSearch({
      name: values.name.trim(),
      list: 'requests',
      query,
      alert: values.alert,
    });
    if ('error' in result) {
      const { message } = result.error as { message?: string };
      setFailure(message ?? TEXTS.saveSearch.failed);
      return;
    }
    onSaved(values.name.trim());
  });

  return (
    <StyledForm
      noValidate
      aria-label={TEXTS.saveSearch.title}
      onSubmit={(event) => void onSubmit(event)}
    >
      {failure !== '' && <Banner tone="danger">{failure}</Banner>}
      <TextField
        label={TEXTS.saveSearch.name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={TEXTS.saveSearch.alert}
        options={SAVED_SEARCH_ALERTS.map((alert) => ({
          value: alert,
          label: SAVED_SEARCH_ALERT_LABELS[alert],
        }))}
        {...register('alert')}
      />
      <StyledActions>
        <Button variant="ghost" onClick={onCancel}>
          {TEXTS.saveSearch.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? TEXTS.saveSearch.saving : TEXTS.saveSearch.save}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
