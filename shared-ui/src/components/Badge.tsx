import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { toneColors, type Tone } from '../theme/tones';

/** Colour meaning of a badge. */
export type BadgeTone = Tone;

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).soft};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).strong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  /* As wide as its text, never stretched to its container's width (a card's column, a grid
     cell), and never squeezed by its neighbours in a row; a badge longer than its container (a
     user's one-word tag) wraps inside it rather than widen the page. */
  width: fit-content;
  max-width: 100%;
  flex-shrink: 0;
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour meaning ('Current Plan' brand, 'published' success, 'Urgent' danger...); neutral by default. */
  tone?: BadgeTone;
}

/** A short status or label ('PRO', 'Featured', 'Under Review'). */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge {...rest} $tone={tone} />;
}
