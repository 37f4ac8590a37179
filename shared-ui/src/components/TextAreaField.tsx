import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, type FieldTextProps } from '../core';

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
  return (
    <FieldFrame {...{ label, hint, error, id, className }} describedBy={extraDescribedBy}>
      {(control) => <StyledTextArea {...rest} {...control} rows={rows} />}
    </FieldFrame>
  );
}
