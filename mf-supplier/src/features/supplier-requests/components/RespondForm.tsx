import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { SupplierRequest, SupplierResponse } from '@atelier/api-contract';
import { INCOTERMS } from '@atelier/api-contract/values';
import {
  AttachmentsField,
  Banner,
  Button,
  CheckboxField,
  FieldGrid,
  FieldRow,
  LinkButton,
  SelectField,
  StarterLimitBanner,
  TextAreaField,
  TextField,
  subscriptionPathOf,
  useSubmitProblem,
} from '@atelier/shared-ui';
import { BIG_ORDER_TEXTS } from '@atelier/api-contract/values';
import { useGetNdaQuery } from '../api/getNda';
import { useSendResponseMutation } from '../api/sendResponse';
import {
  EMPTY_QUOTE,
  quoteFormOf,
  quoteProblem,
  toResponseBody,
  type QuoteFormValues,
} from '../model/quoteForm';
import { TEXTS } from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledNda = styled.details`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface RespondFormProps {
  request: SupplierRequest;
  /** The supplier's response to revise; none for a first response. */
  response: SupplierResponse | undefined;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * A structured quote for a request (beyond the spec): price per unit by quantity tier, MOQ,
 * sample cost and lead time, production lead time, tooling, Incoterm, validity, certifications,
 * a message and attachments, with the standard NDA (required for a confidential request). A first
 * response uses the Starter reply allowance; a refusal shows the limit and the upgrade link.
 */
export function RespondForm({ request, response, onDone, onCancel }: RespondFormProps) {
  const { data: nda } = useGetNdaQuery(undefined);
  const [sendResponse, { isLoading }] = useSendResponseMutation();
  const [problem, setProblem] = useState('');
  /** The Starter plan's refusal (402): its message. */
  const [limit, setLimit] = useState<string | null>(null);
  /** A big order's Pro window refused a Starter supplier (403 with the upgrade page). */
  const [proOnly, setProOnly] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, setValue } = useForm<QuoteFormValues>({
    defaultValues: response === undefined ? EMPTY_QUOTE : quoteFormOf(response),
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const needsNda = request.visibility === 'confidential';
  /** The quote's checks: a message stays until the supplier corrects what it names. */
  const validation = useSubmitProblem(
    (values: QuoteFormValues) => quoteProblem(values, needsNda),
    useWatch({ control }) as QuoteFormValues,
  );
  const attachments = useWatch({ control, name: 'attachments' });
  const currency = request.budgetCurrency;

  const submit = async (values: QuoteFormValues) => {
    setProblem('');
    setLimit(null);
    setProOnly(null);
    const built = toResponseBody(values);
    if (validation.check() !== null || 'problem' in built) return;
    const result = await sendResponse({
      requestId: request.id,
      responseId: response?.id ?? null,
      body: built.body,
    });
    if ('error' in result) {
      const error = result.error as {
        status?: number;
        message?: string;
        details?: { upgradePath?: unknown };
      };
      if (error.status === 402) {
        setLimit(error.message ?? '');
        return;
      }
      if (error.status === 403 && typeof error.details?.upgradePath === 'string') {
        setProOnly(error.message ?? '');
        return;
      }
      setProblem(
        error.message !== undefined && error.message !== '' ? error.message : TEXTS.form.failed,
      );
      return;
    }
    onDone(response === undefined ? TEXTS.form.sent : TEXTS.form.revised);
  };

  return (
    <StyledForm
      noValidate
      aria-label={TEXTS.form.title(request.title)}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      {limit !== null && <StarterLimitBanner message={limit} audience="supplier" />}
      {proOnly !== null && (
        <Banner tone="warning" title={BIG_ORDER_TEXTS.badge}>
          <p>{proOnly}</p>
          <LinkButton to={subscriptionPathOf('supplier')} size="sm">
            {BIG_ORDER_TEXTS.upgrade}
          </LinkButton>
        </Banner>
      )}
      {validation.message !== null && <p role="alert">{validation.message}</p>}
      {problem !== '' && <p role="alert">{problem}</p>}
      <StyledHeading>{TEXTS.form.tiers}</StyledHeading>
      {tiers.fields.map((field, index) => (
        <FieldRow key={field.id}>
          <TextField
            label={TEXTS.form.tierFrom(index)}
            type="number"
            min={1}
            {...register(`tiers.${index}.minQuantity`)}
          />
          <TextField
            label={TEXTS.form.tierPrice(index, currency)}
            type="number"
            min={0}
            step="0.01"
            {...register(`tiers.${index}.unitPrice`)}
          />
          {tiers.fields.length > 1 && (
            <Button
              variant="ghost"
              onClick={() => {
                tiers.remove(index);
              }}
            >
              {TEXTS.form.removeTier(index)}
            </Button>
          )}
        </FieldRow>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            tiers.append({ minQuantity: '', unitPrice: '' });
          }}
        >
          {TEXTS.form.addTier}
        </Button>
      </div>
      <FieldGrid>
        <TextField label={TEXTS.form.moq} type="number" min={1} {...register('moq')} />
        <TextField
          label={TEXTS.form.sampleCost(currency)}
          type="number"
          min={0}
          step="0.01"
          {...register('sampleCost')}
        />
        <TextField
          label={TEXTS.form.sampleLeadTime}
          type="number"
          min={0}
          {...register('sampleLeadTimeDays')}
        />
        <TextField
          label={TEXTS.form.productionLeadTime}
          type="number"
          min={0}
          {...register('productionLeadTimeDays')}
        />
        <TextField
          label={TEXTS.form.toolingCost(currency)}
          type="number"
          min={0}
          step="0.01"
          {...register('toolingCost')}
        />
        <SelectField
          label={TEXTS.form.incoterm}
          options={INCOTERMS.map((term) => ({ value: term, label: term }))}
          {...register('incoterm')}
        />
        <TextField label={TEXTS.form.validUntil} type="date" {...register('validUntil')} />
      </FieldGrid>
      <TextField label={TEXTS.form.certifications} {...register('certifications')} />
      <TextAreaField label={TEXTS.form.message} rows={4} {...register('message')} />
      <AttachmentsField
        label={TEXTS.form.attachments}
        purpose="request-attachment"
        chooseLabel={TEXTS.form.chooseFiles}
        files={attachments}
        onChange={(files) => {
          setValue('attachments', [...files]);
        }}
        onBusyChange={setUploading}
      />
      {nda !== undefined && (
        <StyledNda>
          <summary>{nda.title}</summary>
          {nda.clauses.map((clause) => (
            <p key={clause}>{clause}</p>
          ))}
        </StyledNda>
      )}
      <CheckboxField
        label={TEXTS.form.acceptNda}
        {...(needsNda && { hint: TEXTS.form.ndaRequired })}
        {...register('acceptNda')}
      />
      <StyledActions>
        <Button variant="secondary" onClick={onCancel}>
          {TEXTS.form.cancel}
        </Button>
        <Button
          type="submit"
          disabled={isLoading || uploading}
          busy={isLoading}
          busyLabel={TEXTS.form.sending}
        >
          {response === undefined ? TEXTS.form.send : TEXTS.form.sendRevision}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
