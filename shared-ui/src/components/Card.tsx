import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledCard = styled.div<{ $elevated: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.sm)};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Heading of the card; when given the card becomes a region named by it. */
  title?: ReactNode;
  /** Heading level of `title` in the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** A stronger shadow, for cards that float above the page (plans, highlights). */
  elevated?: boolean;
}

/** A bordered surface grouping related content. */
export function Card({ title, headingLevel = 3, elevated = false, children, ...rest }: CardProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null;
  return (
    <StyledCard
      as={hasTitle ? 'section' : 'div'}
      aria-labelledby={hasTitle ? titleId : undefined}
      {...rest}
      $elevated={elevated}
    >
      {hasTitle && (
        <StyledTitle as={HEADING_TAGS[headingLevel]} id={titleId}>
          {title}
        </StyledTitle>
      )}
      {children}
    </StyledCard>
  );
}
