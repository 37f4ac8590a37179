import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const BREADCRUMB_TEXTS = {
  /** The landmark's name. */
  label: 'Breadcrumb',
} as const;

const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space.xs};
  }
  & a {
    color: ${({ theme }) => theme.colors.brandStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface BreadcrumbProps {
  /** The list this page belongs to: its name and path. */
  parent: { label: string; to: string };
  /** This page's own name (the current entry, not a link). */
  current: string;
}

/**
 * The way back from one item's page to its list (issue 37: an order to Orders or Purchases, a
 * purchase to Purchases, a job to the board), as a breadcrumb landmark.
 */
export function Breadcrumb({ parent, current }: BreadcrumbProps) {
  return (
    <nav aria-label={BREADCRUMB_TEXTS.label}>
      <StyledList>
        <li>
          <Link to={parent.to}>{parent.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </StyledList>
    </nav>
  );
}
