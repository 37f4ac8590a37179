import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, type FieldTextProps } from './Field';

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldTextProps {}

/** A labelled single-line input (text, email, password, number, url, search...). */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame {...{ label, hint, error, id, className }} describedBy={extraDescribedBy}>
      {(control) => <StyledInput {...rest} {...control} type={type} />}
    </FieldFrame>
  );
}
