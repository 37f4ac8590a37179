import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AtelierTheme } from '../theme/theme';
import { MutedText } from './MutedText';

/** How wide a page's content may grow: a breakpoint, or the platform's content width. */
export type PageWidth = keyof AtelierTheme['breakpoints'] | 'content';

const StyledPage = styled.main<{ $width: PageWidth }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme, $width }) =>
    $width === 'content' ? theme.layout.contentMaxWidth : theme.breakpoints[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  & > h1 {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageProps {
  /** The page's content: its header, then its sections. */
  children: ReactNode;
  /** How wide the content may grow; the platform's content width by default. */
  width?: PageWidth;
  /** The id of the page's title (its h1), which names the main landmark. */
  'aria-labelledby'?: string;
}

/** A screen's frame: the main landmark, centred at a width, its parts stacked with one gap. */
export function Page({ children, width = 'content', 'aria-labelledby': labelledBy }: PageProps) {
  return (
    <StyledPage $width={width} aria-labelledby={labelledBy}>
      {children}
    </StyledPage>
  );
}

export interface PageHeaderProps {
  /** The page's title, its h1 ('Post a Job'). */
  title: ReactNode;
  /** The title's id, for the page's `aria-labelledby`. */
  titleId?: string;
  /** A badge beside the title, outside its name (the plan: 'PRO', 'Free'). */
  badge?: ReactNode;
  /** Lines under the title (an intro, a usage count), each muted small print. */
  subtitle?: ReactNode | readonly ReactNode[];
  /** Buttons or links beside the title ('Post a Job', 'Back to Dashboard'). */
  actions?: ReactNode;
}

/** A page's title with its subtitle lines and its actions. */
export function PageHeader({ title, titleId, badge, subtitle, actions }: PageHeaderProps) {
  const lines = (Array.isArray(subtitle) ? subtitle : [subtitle]) as readonly ReactNode[];
  const heading = <h1 id={titleId}>{title}</h1>;
  return (
    <StyledHeader>
      <StyledHeading>
        {badge === undefined ? (
          heading
        ) : (
          <StyledTitleRow>
            {heading}
            {badge}
          </StyledTitleRow>
        )}
        {lines
          .filter((line) => line !== undefined && line !== null && line !== false)
          .map((line, index) => (
            // Lines have no identity beyond their place.
            <MutedText key={index} size="sm">
              {line}
            </MutedText>
          ))}
      </StyledHeading>
      {actions !== undefined && <StyledActions>{actions}</StyledActions>}
    </StyledHeader>
  );
}
