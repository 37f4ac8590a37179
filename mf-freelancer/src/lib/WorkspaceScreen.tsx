import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledWorkspaceScreen = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  & > header > * {
    margin: 0;
  }
`;

/**
 * A workspace screen's frame (Analytics, Payments & Earnings): the content width, centred, its
 * sections one under another; the header's title and intro without their own margins.
 */
export function WorkspaceScreen(props: ComponentPropsWithRef<'main'>) {
  return <StyledWorkspaceScreen {...props} />;
}
