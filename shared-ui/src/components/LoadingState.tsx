import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// One full turn of the spinner. The theme has no animation-duration token yet (its transitions are
// for hover and focus); keep the value here until one is added.
const SPIN_DURATION = '0.8s';

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSpinner = styled.span`
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.brandSoft};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} ${SPIN_DURATION} linear infinite;
`;

export interface LoadingStateProps {
  /** What is loading, announced politely: 'Loading Marketplace', 'Loading your profile...'. */
  label: string;
}

/** A spinner with a text label, announced as a status. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <StyledLoading role="status">
      <StyledSpinner aria-hidden="true" />
      <span>{label}</span>
    </StyledLoading>
  );
}
