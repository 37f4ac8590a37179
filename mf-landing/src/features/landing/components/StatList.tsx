import styled from 'styled-components';
import type { Stat } from '../../../content/landing';
import { STAT_MIN_WIDTH } from '../../../components/layout';

const StyledList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl}`};
  margin: ${({ theme }) => theme.space.xxl} 0 0;
`;

const StyledStat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  min-width: ${STAT_MIN_WIDTH};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Headline figures ('1,100+ Professionals'), read as label then value. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <StyledList>
      {stats.map((stat) => (
        <StyledStat key={stat.label}>
          <StyledLabel>{stat.label}</StyledLabel>
          <StyledValue>{stat.value}</StyledValue>
        </StyledStat>
      ))}
    </StyledList>
  );
}
