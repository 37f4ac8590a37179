import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, type FieldTextProps } from '../core';

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

/** One choice of a `SelectField`. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text shown to the user. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'>, FieldTextProps {
  /** The choices; rendered before any `children` (which may add `<optgroup>`s). */
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as 'Select a category'. */
  placeholder?: string;
  /** Extra `<option>` or `<optgroup>` elements. */
  children?: ReactNode;
}

/** A labelled native select: keyboard and screen-reader support come from the platform. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  options = [],
  placeholder,
  children,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ label, hint, error, id, className }} describedBy={extraDescribedBy}>
      {(control) => (
        <StyledSelect {...rest} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </StyledSelect>
      )}
    </FieldFrame>
  );
}
