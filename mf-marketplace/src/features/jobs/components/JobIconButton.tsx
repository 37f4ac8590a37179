import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledJobIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The job card's square icon buttons (save, share). */
export function JobIconButton({ type = 'button', ...rest }: ComponentPropsWithRef<'button'>) {
  return <StyledJobIconButton type={type} {...rest} />;
}
