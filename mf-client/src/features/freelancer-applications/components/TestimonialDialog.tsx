import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { JobApplication } from '@atelier/api-contract';
import { Banner, Button, Dialog, StarRatingField, TextAreaField } from '@atelier/shared-ui';
import { useWriteTestimonialMutation } from '../api/writeTestimonial';
import {
  COMMENT_MAX_LENGTH,
  TESTIMONIAL_TEXTS as TEXTS,
  testimonialBody,
  validateTestimonial,
  type TestimonialErrors,
  type TestimonialValues,
} from '../model/testimonial';

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

/**
 * Write a Testimonial (issue 14): the hiring client rates the freelancer they hired and comments;
 * `POST /api/hires/:hireId/testimonial` publishes it on the freelancer's public profile under the
 * job's title. Once per hire: a second one is the API's 409, told as such.
 */
export function TestimonialDialog({
  application,
  onClose,
  onWritten,
}: {
  application: JobApplication;
  onClose: () => void;
  onWritten: () => void;
}) {
  const [write, writing] = useWriteTestimonialMutation();
  const [values, setValues] = useState<TestimonialValues>({ rating: 0, comment: '' });
  const [errors, setErrors] = useState<TestimonialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (patch: Partial<TestimonialValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes as soon as it is changed.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))),
    );
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateTestimonial(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const result = await write({ hireId: application.id, body: testimonialBody(values) });
    if (!('error' in result)) {
      onWritten();
      return;
    }
    const conflict =
      result.error !== undefined && 'status' in result.error && result.error.status === 409;
    setFailure(conflict ? TEXTS.exists : TEXTS.failed);
  };

  return (
    <Dialog open onClose={onClose} title={TEXTS.title(application.freelancerName)}>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <p>{TEXTS.intro(application.jobTitle)}</p>
        <StarRatingField
          label={TEXTS.rating}
          starLabel={TEXTS.star}
          value={values.rating}
          error={errors.rating}
          onChange={(rating) => change({ rating })}
        />
        <TextAreaField
          label={TEXTS.comment}
          hint={TEXTS.commentHint}
          value={values.comment}
          maxLength={COMMENT_MAX_LENGTH}
          error={errors.comment}
          onChange={(event) => change({ comment: event.target.value })}
        />
        {failure !== null && <Banner tone="danger" title={failure} />}
        <StyledActions>
          <Button variant="secondary" onClick={onClose}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" busy={writing.isLoading} busyLabel={TEXTS.submitting}>
            {TEXTS.submit}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
