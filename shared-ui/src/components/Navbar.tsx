import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, type NavLinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, MenuIcon, mediaUp } from '../core';

const StyledHeader = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

// Below md the bar holds the brand, the actions and the menu button; the actions give way
// (an account name is cut with an ellipsis) so that the menu button never leaves a phone's
// screen, whatever the length of the name.
const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${mediaUp('md')} {
    gap: ${({ theme }) => theme.space.lg};
  }
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${({ theme }) => theme.colors.brand};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledLogo = styled.img`
  display: block;
  height: ${({ theme }) => theme.space.xxl};
  width: auto;
`;

const StyledInlineLinks = styled.div`
  display: none;
  ${mediaUp('md')} {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledSpacer = styled.div`
  flex: 1;
  ${mediaUp('md')} {
    display: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  > * {
    min-width: 0;
  }
`;

const StyledMenuButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${mediaUp('md')} {
    display: none;
  }
`;

const StyledMobileMenu = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &[hidden] {
    display: none;
  }
  ${mediaUp('md')} {
    display: none;
  }
`;

const StyledNavLink = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export type NavbarLinkProps = NavLinkProps;

/** A top-level navbar link; marked aria-current="page" on its own page. */
export function NavbarLink(props: NavbarLinkProps) {
  return <StyledNavLink {...props} />;
}

export interface NavbarProps {
  /** The navigation entries (`NavbarLink`, `DropdownMenu`): inline from md up, in the menu below. */
  children: ReactNode;
  /** Always visible at the right end, e.g. the account menu. */
  actions?: ReactNode;
  /** Logo image; the text brand name replaces it when it is missing or fails to load. */
  logoSrc?: string;
  /** Brand name: the logo's alternative text and its fallback; 'Atelier' by default. */
  brandName?: string;
  /** Where the brand links to; '/' by default. */
  brandTo?: string;
  /** Accessible name of the navigation landmark; 'Main' by default. */
  label?: string;
  /** Text of the small-screen menu button; 'Menu' by default. */
  menuLabel?: string;
}

/**
 * The top bar: brand, navigation and actions. From the md breakpoint up the entries sit inline;
 * below it a menu button shows or hides them in a panel under the bar. The panel closes when the
 * route changes.
 */
export function Navbar({
  children,
  actions,
  logoSrc,
  brandName = BRAND_NAME,
  brandTo = '/',
  label = 'Main',
  menuLabel = 'Menu',
}: NavbarProps) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const mobileMenuId = useId();
  const showLogo = logoSrc !== undefined && logoSrc !== failedLogo;

  return (
    <StyledHeader>
      <nav aria-label={label}>
        <StyledBar>
          <StyledBrand to={brandTo}>
            {showLogo ? (
              <StyledLogo src={logoSrc} alt={brandName} onError={() => setFailedLogo(logoSrc)} />
            ) : (
              brandName
            )}
          </StyledBrand>
          <StyledInlineLinks>{children}</StyledInlineLinks>
          <StyledSpacer />
          <StyledActions>
            {actions}
            <StyledMenuButton
              type="button"
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              <MenuIcon />
              {menuLabel}
            </StyledMenuButton>
          </StyledActions>
        </StyledBar>
        <StyledMobileMenu id={mobileMenuId} hidden={!menuOpen}>
          {menuOpen && children}
        </StyledMobileMenu>
      </nav>
    </StyledHeader>
  );
}
