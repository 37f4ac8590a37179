import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  CloseIcon,
  LinkButton,
  MenuIcon,
  mediaUp,
  useSessionOrSignedOut,
} from '@atelier/shared-ui';
import { PATHS, PLATFORM_PATHS } from '../../../config/paths';
import { NAV_SECTIONS } from '../../../content/landing';
import { BrandLogo } from './BrandLogo';
import { SectionLink } from './SectionLink';
import { useActiveSection } from './sectionScrolling';
import { HEADER_TEXTS } from '../model/texts';

// The header's links sit inline from this breakpoint up; below it they collapse into the menu.
// Seven links, the brand and two actions need the `lg` width.
const INLINE_FROM = 'lg';

const StyledHeader = styled.header`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const StyledBrand = styled(SectionLink)`
  display: inline-flex;
  flex: none;
  align-items: center;
  margin-right: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  ${mediaUp(INLINE_FROM)} {
    margin-right: ${({ theme }) => theme.space.lg};
  }
`;

const StyledInlineLinks = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp(INLINE_FROM)} {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const linkStyles = css`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='location'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

const StyledSectionLink = styled(SectionLink)`
  ${linkStyles}
`;

const StyledActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Sign In (or the account menu) sits in the bar from the inline breakpoint up, in the menu below it. */
const StyledWideOnly = styled.div`
  display: none;
  ${mediaUp(INLINE_FROM)} {
    display: block;
  }
`;

const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${mediaUp(INLINE_FROM)} {
    display: none;
  }
`;

const StyledMenuPanel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[hidden] {
    display: none;
  }
  ${mediaUp(INLINE_FROM)} {
    display: none;
  }
`;

const StyledMenuLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const SECTION_IDS = NAV_SECTIONS.map((section) => section.id);

// Only a signed-in user loads it (the account menu is not part of the landing's first load).
const SignedInActions = lazy(() => import('./SignedInActions'));

/**
 * The landing page's fixed header (spec 000, section 2): the brand, an anchor link per section
 * with the current one marked as the visitor scrolls, Sign In and GET STARTED. Below the `lg`
 * breakpoint the links and Sign In collapse into a menu that Escape closes. A signed-in user gets
 * the way to their dashboard and their account menu instead of Sign In and GET STARTED (the
 * shell's session; signed out until it is known, as the prerendered page shows).
 */
export function LandingHeader() {
  const onLanding = useLocation().pathname === PATHS.landing;
  const active = useActiveSection(SECTION_IDS, onLanding ? SECTION_IDS[0] : undefined);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const session = useSessionOrSignedOut();
  const profile = session.status === 'signedIn' ? session.profile : null;

  const closeMenu = () => setMenuOpen(false);
  const onMenuKeyDown = (event: KeyboardEvent) => {
    // An open account menu inside the panel takes its own Escape first.
    if (event.key !== 'Escape' || !menuOpen || event.defaultPrevented) return;
    event.preventDefault();
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  const sectionLinks = (onNavigate?: () => void) =>
    NAV_SECTIONS.map(({ id, label }) => (
      <li key={id}>
        <StyledSectionLink
          section={id}
          aria-current={active === id ? 'location' : undefined}
          onNavigate={onNavigate}
        >
          {label}
        </StyledSectionLink>
      </li>
    ));

  return (
    <StyledHeader onKeyDown={onMenuKeyDown}>
      <nav aria-label={HEADER_TEXTS.navLabel}>
        <StyledBar>
          <StyledBrand section="home">
            <BrandLogo />
          </StyledBrand>
          <StyledInlineLinks>{sectionLinks()}</StyledInlineLinks>
          <StyledActions>
            {profile === null ? (
              <>
                <StyledWideOnly>
                  <LinkButton to={PLATFORM_PATHS.login} variant="ghost">
                    {HEADER_TEXTS.signIn}
                  </LinkButton>
                </StyledWideOnly>
                <LinkButton to={PLATFORM_PATHS.signup} size="sm">
                  {HEADER_TEXTS.getStarted}
                </LinkButton>
              </>
            ) : (
              <Suspense fallback={null}>
                <SignedInActions profile={profile} part="dashboard" />
                <StyledWideOnly>
                  <SignedInActions profile={profile} part="account" />
                </StyledWideOnly>
              </Suspense>
            )}
            <StyledMenuButton
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              {HEADER_TEXTS.menu}
            </StyledMenuButton>
          </StyledActions>
        </StyledBar>
        <StyledMenuPanel id={menuId} hidden={!menuOpen}>
          {menuOpen && (
            <>
              <StyledMenuLinks>{sectionLinks(closeMenu)}</StyledMenuLinks>
              {profile === null ? (
                <LinkButton to={PLATFORM_PATHS.login} variant="secondary" fullWidth>
                  {HEADER_TEXTS.signIn}
                </LinkButton>
              ) : (
                <Suspense fallback={null}>
                  <SignedInActions profile={profile} part="account" />
                </Suspense>
              )}
            </>
          )}
        </StyledMenuPanel>
      </nav>
    </StyledHeader>
  );
}
