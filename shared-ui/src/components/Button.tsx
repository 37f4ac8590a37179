import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './buttonStyles';

export type { ButtonSize, ButtonVariant } from './buttonStyles';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual emphasis; `primary` by default. */
  variant?: ButtonVariant;
  /** Size; `md` by default. */
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /**
   * The action is in progress: the button is disabled, marked `aria-busy` and shows `busyLabel`
   * in place of its children (e.g. 'Signing in...').
   */
  busy?: boolean;
  /** Text shown while `busy`; the children stay when omitted. */
  busyLabel?: string;
}

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  busyLabel,
  disabled = false,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </StyledButton>
  );
}
