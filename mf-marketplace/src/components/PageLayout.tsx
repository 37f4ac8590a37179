import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { mediaUp } from '@atelier/shared-ui';

const StyledPageMain = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  ${mediaUp('md')} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

/**
 * Headings that receive focus from script (tabIndex -1) so that the screen scrolls to them and
 * screen readers announce them; they are not controls, so they show no focus ring.
 */
const headingFocusTarget = css`
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

const StyledPageTitle = styled.h1`
  ${headingFocusTarget}
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${mediaUp('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const StyledPageIntro = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPageHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledToolbar = styled.div<{ $selects: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('lg')} {
    grid-template-columns:
      minmax(0, 2fr) repeat(${({ $selects }) => $selects}, minmax(0, 1fr))
      auto;
  }
`;

const StyledResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
`;

const StyledResultsHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${headingFocusTarget}
`;

const StyledDisclosurePanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
  &[hidden] {
    display: none;
  }
`;

const StyledInfoNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-left-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The exported elements: typed components over the private styled ones (docs/conventions.md,
// "Design system (shared-ui)").

/** The main column of the public pages: the content width of the platform, padded by screen size. */
export function PageMain(props: ComponentPropsWithRef<'main'>) {
  return <StyledPageMain {...props} />;
}

/** The page's title (h1); it takes focus from script without a focus ring. */
export function PageTitle(props: ComponentPropsWithRef<'h1'>) {
  return <StyledPageTitle {...props} />;
}

/** The muted lead paragraph under the page's title. */
export function PageIntro(props: ComponentPropsWithRef<'p'>) {
  return <StyledPageIntro {...props} />;
}

/** Title and intro on the left, the page's main action on the right (below on small screens). */
export function PageHeading(props: ComponentPropsWithRef<'div'>) {
  return <StyledPageHeading {...props} />;
}

export interface ToolbarProps extends ComponentPropsWithRef<'div'> {
  /** How many selects stand between the search and the panel toggle. */
  selects: number;
}

/**
 * Search, `selects` selects and a panel toggle above a list: one column on phones, two on
 * tablets, one row from the large breakpoint (the search twice as wide as a select).
 */
export function Toolbar({ selects, ...rest }: ToolbarProps) {
  return <StyledToolbar $selects={selects} {...rest} />;
}

/** The line above a list: how many results, and the layout toggle. */
export function ResultsBar(props: ComponentPropsWithRef<'div'>) {
  return <StyledResultsBar {...props} />;
}

/** The heading of a list's results (h2), a focus target like the title. */
export function ResultsHeading(props: ComponentPropsWithRef<'h2'>) {
  return <StyledResultsHeading {...props} />;
}

/** A bordered panel that a toggle opens under the toolbar (filters, advanced filters). */
export function DisclosurePanel(props: ComponentPropsWithRef<'div'>) {
  return <StyledDisclosurePanel {...props} />;
}

/** A standing note such as the marketplace's commission-free notice (not a live message). */
export function InfoNote(props: ComponentPropsWithRef<'p'>) {
  return <StyledInfoNote {...props} />;
}
