import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
`;

const StyledIcon = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledText = styled.p`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface EmptyStateProps {
  /** What is missing, e.g. 'No products found'. */
  title: ReactNode;
  /** What the user can do about it, e.g. 'Try adjusting your search criteria...'. */
  text?: ReactNode;
  /** A call to action such as a 'Clear All Filters' button. */
  action?: ReactNode;
  /** A decorative illustration or icon, hidden from assistive technology. */
  icon?: ReactNode;
  /** Heading level of `title` in the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** Shown in place of a list or panel that has nothing to show. */
export function EmptyState({ title, text, action, icon, headingLevel = 3 }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      {icon !== undefined && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
      <StyledTitle as={HEADING_TAGS[headingLevel]}>{title}</StyledTitle>
      {text !== undefined && <StyledText>{text}</StyledText>}
      {action}
    </StyledEmptyState>
  );
}
