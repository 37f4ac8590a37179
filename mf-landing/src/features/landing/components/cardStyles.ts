import styled from 'styled-components';
import { mediaUp } from '@atelier/shared-ui';

// The card grid shared by the category, marketplace and job sections.

export const StyledCardGrid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

export const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledCardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledCardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledCardText = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledMeta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const StyledMore = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  text-align: center;
`;
