import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  FieldMessages,
  StyledField,
  StyledLabel,
  controlStyles,
  useFieldIds,
  type FieldTextProps,
} from '../core';

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldTextProps {}

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  rows = 4,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, { hint, error }, extraDescribedBy);
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={ids.controlId}>{label}</StyledLabel>
      <StyledTextArea
        {...rest}
        id={ids.controlId}
        rows={rows}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}
