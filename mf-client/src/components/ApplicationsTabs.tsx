import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '../config/paths';

export const APPLICATIONS_TABS_TEXTS = {
  heading: 'View Applications',
  tabs: 'Applications',
  freelancers: 'Freelancer Applications',
  suppliers: 'Supplier Responses',
} as const;

const StyledTabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * View Applications' tabs (spec 001, section 2), one route each: Freelancer Applications
 * (/client/applications/freelancers) and Supplier Responses (/client/applications/suppliers).
 * Each tab's screen renders this bar above its content.
 */
export function ApplicationsTabs() {
  return (
    <>
      <h1>{APPLICATIONS_TABS_TEXTS.heading}</h1>
      <StyledTabs aria-label={APPLICATIONS_TABS_TEXTS.tabs}>
        <NavLink to={PATHS.freelancerApplications}>{APPLICATIONS_TABS_TEXTS.freelancers}</NavLink>
        <NavLink to={PATHS.supplierApplications}>{APPLICATIONS_TABS_TEXTS.suppliers}</NavLink>
      </StyledTabs>
    </>
  );
}
