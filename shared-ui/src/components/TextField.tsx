import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  FieldMessages,
  StyledField,
  StyledLabel,
  controlStyles,
  useFieldIds,
  type FieldTextProps,
} from './Field';

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
  const ids = useFieldIds(id, { hint, error }, extraDescribedBy);
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={ids.controlId}>{label}</StyledLabel>
      <StyledInput
        {...rest}
        id={ids.controlId}
        type={type}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}
