import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from '@atelier/shared-ui';
import type { SectionId } from '../content/landing';
import { EYEBROW_TRACKING, SECTION_INTRO_WIDTH } from './layout';

const StyledSection = styled.section<{ $tone: 'plain' | 'muted' }>`
  /* Native jumps to #id (a link from another page) stop below the fixed header, as clicks do. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  background: ${({ theme, $tone }) =>
    $tone === 'muted' ? theme.colors.surface : theme.colors.background};
  /* Focus moves here after an anchor click (for keyboard users); the section is not a control. */
  &:focus {
    outline: none;
    box-shadow: none;
  }
  ${mediaUp('md')} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  }
`;

const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
`;

const StyledHeader = styled.header`
  max-width: ${SECTION_INTRO_WIDTH};
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const StyledEyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${EYEBROW_TRACKING};
  text-transform: uppercase;
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${mediaUp('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface PageSectionProps {
  /** The anchor the header links to. */
  id: SectionId;
  /** Small line above the title, e.g. the header link's name. */
  eyebrow?: string;
  /** The section's h2, which also names the region. */
  title: ReactNode;
  lead?: ReactNode;
  /** Alternate backgrounds so sections read apart; 'plain' by default. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** One section of the landing page: an anchored region with its heading and lead. */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  children,
}: PageSectionProps) {
  const titleId = useId();
  return (
    <StyledSection id={id} aria-labelledby={titleId} tabIndex={-1} $tone={tone}>
      <StyledInner>
        <StyledHeader>
          {eyebrow !== undefined && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {lead !== undefined && <StyledLead>{lead}</StyledLead>}
        </StyledHeader>
        {children}
      </StyledInner>
    </StyledSection>
  );
}
