import styled from 'styled-components';
import { Icon } from '../../../components/icons';
import { PageSection } from '../../../components/PageSection';
import type { Category, SectionId, Stat } from '../../../content/landing';
import { StyledCard, StyledCardGrid } from './cardStyles';

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xxxl};
  height: ${({ theme }) => theme.space.xxxl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledDescription = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface CategorySectionProps {
  id: SectionId;
  eyebrow: string;
  title: string;
  lead: string;
  /** The audience's headline figure, e.g. 1,100+ professionals. */
  stat: Stat;
  /** What the count counts: 'professionals', 'suppliers'. */
  countLabel: string;
  categories: readonly Category[];
  tone?: 'plain' | 'muted';
}

/** The six freelancer or six supplier categories (icon, title, description, count). */
export function CategorySection({
  id,
  eyebrow,
  title,
  lead,
  stat,
  countLabel,
  categories,
  tone,
}: CategorySectionProps) {
  return (
    <PageSection
      id={id}
      eyebrow={eyebrow}
      title={title}
      lead={`${lead} ${stat.value} ${stat.label.toLowerCase()} and counting.`}
      tone={tone}
    >
      <StyledCardGrid $columns={3}>
        {categories.map((category) => (
          <StyledCard key={category.title}>
            <StyledIcon>
              <Icon name={category.icon} />
            </StyledIcon>
            <StyledTitle>{category.title}</StyledTitle>
            <StyledDescription>{category.description}</StyledDescription>
            <StyledCount>
              {category.count.toLocaleString('en-US')}+ {countLabel}
            </StyledCount>
          </StyledCard>
        ))}
      </StyledCardGrid>
    </PageSection>
  );
}
