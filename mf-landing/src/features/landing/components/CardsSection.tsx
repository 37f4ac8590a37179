import type { ReactNode } from 'react';
import { LinkButton } from '@atelier/shared-ui';
import { PageSection } from '../../../components/PageSection';
import { sectionLabel, type SectionId, type Stat } from '../../../content/landing';
import { StatList } from './StatList';
import { StyledCardGrid, StyledMore } from './cardStyles';

export interface CardsSectionProps {
  id: SectionId;
  texts: { title: string; lead: string; stats: readonly Stat[] };
  /** How many cards a row holds on a wide screen. */
  columns: 3 | 4;
  tone?: 'plain' | 'muted';
  /** The link under the figures to the whole list ('View all jobs'). */
  more: { to: string; label: string };
  /** The sample cards. */
  children: ReactNode;
}

/** A landing section of sample cards, its figures, and the link to the real list. */
export function CardsSection({ id, texts, columns, tone, more, children }: CardsSectionProps) {
  return (
    <PageSection
      id={id}
      eyebrow={sectionLabel(id)}
      title={texts.title}
      lead={texts.lead}
      {...(tone !== undefined && { tone })}
    >
      <StyledCardGrid $columns={columns}>{children}</StyledCardGrid>
      <StatList stats={texts.stats} />
      <StyledMore>
        <LinkButton to={more.to} variant="ghost">
          {more.label}
        </LinkButton>
      </StyledMore>
    </PageSection>
  );
}
