import styled from 'styled-components';

/**
 * A workspace screen's frame (Analytics, Payments & Earnings): the content width, centred, its
 * sections one under another; the header's title and intro without their own margins.
 */
export const WorkspaceScreen = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  & > header > * {
    margin: 0;
  }
`;
