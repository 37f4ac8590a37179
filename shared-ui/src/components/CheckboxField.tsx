import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldMessages, StyledField, useFieldIds, type FieldTextProps } from '../core';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCheckbox = styled.input`
  width: ${({ theme }) => theme.fontSizes.lg};
  height: ${({ theme }) => theme.fontSizes.lg};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const StyledCheckboxLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export interface CheckboxFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>, FieldTextProps {}

/** A labelled checkbox ('Remember me', 'Remote only'). */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxFieldProps) {
  const ids = useFieldIds(id, { hint, error }, extraDescribedBy);
  return (
    <StyledField className={className}>
      <StyledRow>
        <StyledCheckbox
          {...rest}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <StyledCheckboxLabel htmlFor={ids.controlId}>{label}</StyledCheckboxLabel>
      </StyledRow>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}
