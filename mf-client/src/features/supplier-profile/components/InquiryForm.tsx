import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  BUDGET_CURRENCIES,
  Button,
  FieldGrid,
  REQUEST_CATEGORIES,
  REQUEST_TYPES,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared-ui';
import { useSendInquiryMutation } from '../api/sendInquiry';
import { EMPTY_INQUIRY, toInquiryBody, type InquiryFormValues } from '../model/inquiryForm';
import { INQUIRY_TEXTS as T } from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface InquiryFormProps {
  supplierId: string;
  company: string;
  onSent: () => void;
  onCancel: () => void;
}

/**
 * A direct inquiry to one Pro supplier (issue 43 item 5): Post a Request's fields a first
 * inquiry needs. The first problem shows in an alert, the request form's way; what was typed
 * stays after a refusal.
 */
export function InquiryForm({ supplierId, company, onSent, onCancel }: InquiryFormProps) {
  const [sendInquiry, { isLoading }] = useSendInquiryMutation();
  const [problem, setProblem] = useState('');
  const { register, handleSubmit } = useForm<InquiryFormValues>({ defaultValues: EMPTY_INQUIRY });

  const submit = async (values: InquiryFormValues) => {
    setProblem('');
    const built = toInquiryBody(supplierId, values);
    if ('problem' in built) {
      setProblem(built.problem);
      return;
    }
    const result = await sendInquiry(built.body);
    if ('error' in result) {
      const error = result.error as { message?: string };
      setProblem(error.message !== undefined && error.message !== '' ? error.message : T.failed);
      return;
    }
    onSent();
  };

  return (
    <StyledForm
      noValidate
      aria-label={T.dialogTitle(company)}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p>{T.intro}</p>
      {problem !== '' && <p role="alert">{problem}</p>}
      <TextField label={T.title} {...register('title')} />
      <FieldGrid minColumn="14rem">
        <SelectField
          label={T.type}
          placeholder={T.choose}
          options={optionsOf(REQUEST_TYPES)}
          {...register('type')}
        />
        <SelectField
          label={T.category}
          placeholder={T.choose}
          options={optionsOf(REQUEST_CATEGORIES)}
          {...register('category')}
        />
        <TextField label={T.location} {...register('location')} />
        <TextField label={T.quantity} {...register('quantity')} />
        <TextField label={T.budgetMin} inputMode="numeric" {...register('budgetMin')} />
        <TextField label={T.budgetMax} inputMode="numeric" {...register('budgetMax')} />
        <SelectField
          label={T.currency}
          options={optionsOf(BUDGET_CURRENCIES)}
          {...register('budgetCurrency')}
        />
        <TextField label={T.deadline} type="date" {...register('deadline')} />
      </FieldGrid>
      <TextAreaField label={T.description} rows={5} {...register('description')} />
      <StyledActions>
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? T.sending : T.send}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
