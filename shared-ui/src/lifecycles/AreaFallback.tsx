import styled from 'styled-components';

const StyledFallback = styled.section`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledDetail = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRetry = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export interface AreaFallbackProps {
  /** What failed, in the user's words. */
  title: string;
  /** Why, and what still works. */
  detail: string;
  /** Tries again: reloads or re-renders the area. */
  onRetry: () => void;
}

/** Shown inside an area's own element when the area failed to load or crashed. */
export function AreaFallback({ title, detail, onRetry }: AreaFallbackProps) {
  return (
    <StyledFallback role="alert" aria-live="assertive">
      <StyledTitle>{title}</StyledTitle>
      <StyledDetail>{detail}</StyledDetail>
      <StyledRetry type="button" onClick={onRetry}>
        Retry
      </StyledRetry>
    </StyledFallback>
  );
}
