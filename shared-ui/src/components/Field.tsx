// Private building blocks of the form fields: the label/hint/error frame, the ids that tie them
// to the control, and the look shared by text-like controls.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Props every field accepts next to its control's own. */
export interface FieldTextProps {
  /** Visible label, announced as the control's name. */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /**
   * Error text under the control; when present the control is `aria-invalid` and the text is
   * linked with `aria-describedby`.
   */
  error?: ReactNode;
}

export const hasContent = (node: ReactNode): boolean =>
  node !== undefined && node !== null && node !== false && node !== '';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  /** The `aria-describedby` value: hint, then error, then any ids the caller passed. */
  describedBy: string | undefined;
  invalid: boolean;
}

export function useFieldIds(
  id: string | undefined,
  { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>,
  extraDescribedBy: string | undefined,
): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = hasContent(error);
  const describedBy = [
    hasContent(hint) ? hintId : undefined,
    invalid ? errorId : undefined,
    extraDescribedBy,
  ]
    .filter(Boolean)
    .join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined, invalid };
}

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  /* In a row of fields (a grid stretches each to the row's height) the controls line up at the
     bottom when one label wraps to two lines and the others do not. */
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Hint and error lines, in the order `aria-describedby` announces them. */
export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: FieldIds;
  hint: ReactNode;
  error: ReactNode;
}) {
  return (
    <>
      {hasContent(hint) && <StyledHint id={ids.hintId}>{hint}</StyledHint>}
      {ids.invalid && <StyledError id={ids.errorId}>{error}</StyledError>}
    </>
  );
}

/** The look of inputs, selects and text areas. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
  /* A value the user cannot change (a chosen username) does not look like a field to type in. */
  &[readonly] {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.surface};
    cursor: default;
  }
`;

/** The props a `FieldFrame` gives its control: its id, its invalid state, what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

export interface FieldFrameProps extends FieldTextProps {
  /** The control's id; a generated one when left out. */
  id: string | undefined;
  className: string | undefined;
  /** Ids the caller adds to the control's `aria-describedby`. */
  describedBy: string | undefined;
  /** The control, from the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A text-like field's frame: its label, its control, then its hint and error lines. */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  className,
  describedBy,
  children,
}: FieldFrameProps) {
  const ids = useFieldIds(id, { hint, error }, describedBy);
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={ids.controlId}>{label}</StyledLabel>
      {children({
        id: ids.controlId,
        'aria-invalid': ids.invalid || undefined,
        'aria-describedby': ids.describedBy,
        $invalid: ids.invalid,
      })}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}
