import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldMessages, StyledField, StyledLabel, useFieldIds, type FieldTextProps } from '../core';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

// A native checkbox restyled as a switch, so forms, `checked` and `onChange` work as usual while
// role="switch" tells assistive technology it is an on/off setting.
const StyledSwitch = styled.input`
  position: relative;
  flex-shrink: 0;
  width: ${({ theme }) => theme.space.xxxl};
  height: ${({ theme }) => theme.space.xl};
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  appearance: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space.xxs};
    left: ${({ theme }) => theme.space.xxs};
    width: calc(${({ theme }) => `${theme.space.xl} - 2 * ${theme.space.xxs}`});
    height: calc(${({ theme }) => `${theme.space.xl} - 2 * ${theme.space.xxs}`});
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.brand};
  }
  &:checked::before {
    transform: translateX(${({ theme }) => `calc(${theme.space.xxxl} - ${theme.space.xl})`});
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.border};
  }
`;

export interface ToggleFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'children'>, FieldTextProps {}

/** A labelled on/off switch (role="switch"), e.g. 'Public Profile'. */
export function ToggleField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: ToggleFieldProps) {
  const ids = useFieldIds(id, { hint, error }, extraDescribedBy);
  return (
    <StyledField className={className}>
      <StyledRow>
        <StyledLabel htmlFor={ids.controlId}>{label}</StyledLabel>
        <StyledSwitch
          {...rest}
          id={ids.controlId}
          type="checkbox"
          role="switch"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
      </StyledRow>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}
