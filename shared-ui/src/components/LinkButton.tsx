import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './buttonStyles';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface LinkButtonProps extends LinkProps {
  /** The rendered anchor element. */
  ref?: Ref<HTMLAnchorElement>;
  /** Visual emphasis; `primary` by default. */
  variant?: ButtonVariant;
  /** Size; `md` by default. */
  size?: ButtonSize;
  /** Stretches the link to the width of its container. */
  fullWidth?: boolean;
}

/** A react-router link that looks like a `Button`, for actions that move to another page. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: LinkButtonProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} $fullWidth={fullWidth} />;
}
