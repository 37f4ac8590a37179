import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledMutedText = styled.p<{ $size: MutedTextSize }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme, $size }) => ($size === 'sm' ? `font-size: ${theme.fontSizes.sm};` : '')}
`;

export type MutedTextSize = 'sm' | 'inherit';

export interface MutedTextProps extends Omit<ComponentPropsWithRef<'p'>, 'color'> {
  /** 'sm' for the small print under a title or a field; 'inherit' keeps the parent's size. */
  size?: MutedTextSize;
  /** A `span` inside a line of text; a paragraph by default. */
  inline?: boolean;
}

/** Secondary text in the muted colour: intros under a title, counts, hints, empty notes. */
export function MutedText({ size = 'inherit', inline = false, ...rest }: MutedTextProps) {
  return <StyledMutedText as={inline ? 'span' : 'p'} $size={size} {...rest} />;
}
