import styled from 'styled-components';

const StyledScreen = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PlaceholderScreenProps {
  /** The screen's name in the spec's words, e.g. "Manage Products". */
  title: string;
  /** What is still to come, shown to the visitor. */
  note?: string;
}

/**
 * A screen that is routed and mounted in its final place but whose content is built by a later
 * issue. It says so plainly instead of pretending to work.
 */
export function PlaceholderScreen({
  title,
  note = 'This screen is on its way. Everything around it already works.',
}: PlaceholderScreenProps) {
  return (
    <StyledScreen aria-labelledby="placeholder-title" data-placeholder-screen={title}>
      <StyledTitle id="placeholder-title">{title}</StyledTitle>
      <StyledNote>{note}</StyledNote>
    </StyledScreen>
  );
}
