import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  Banner,
  Button,
  SUPPORT_TOPIC_OPTIONS,
  SelectField,
  TextAreaField,
} from '@atelier/shared-ui';
import { apiMessageOr } from '../../../lib/apiError';
import { useCreateSupportRequestMutation } from '../api/createSupportRequest';
import {
  EMPTY_SUPPORT_REQUEST,
  supportMessageError,
  toSupportRequest,
  type SupportValues,
} from '../model/supportRequest';
import { HELP_TEXTS as TEXTS } from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  & > p {
    margin: 0;
  }
`;

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Contact Support: a topic and a message, stored by the API and listed on the admin dashboard.
 * The form empties once the request is stored; a failure keeps what was written.
 */
export function ContactSupport() {
  const [send, { isLoading: sending }] = useCreateSupportRequestMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SupportValues>({ defaultValues: EMPTY_SUPPORT_REQUEST });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send(toSupportRequest(values)).unwrap();
      reset(EMPTY_SUPPORT_REQUEST);
      setOutcome({ tone: 'success', text: TEXTS.sent });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: apiMessageOr(failure, TEXTS.sendFailed) });
    }
  });

  return (
    <StyledForm
      noValidate
      aria-labelledby="contact-support-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="contact-support-title">{TEXTS.supportTitle}</h3>
      <p>{TEXTS.supportIntro}</p>
      {outcome !== null && <Banner tone={outcome.tone} title={outcome.text} />}
      <SelectField label={TEXTS.topic} options={SUPPORT_TOPIC_OPTIONS} {...register('topic')} />
      <TextAreaField
        label={TEXTS.message}
        rows={5}
        error={errors.message?.message}
        {...register('message', {
          validate: (message) => supportMessageError(message) ?? true,
        })}
      />
      <div>
        <Button type="submit" busy={sending} busyLabel={TEXTS.sending}>
          {TEXTS.send}
        </Button>
      </div>
    </StyledForm>
  );
}
