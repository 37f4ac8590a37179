import styled from 'styled-components';
import { LinkButton, mediaUp } from '@atelier/shared-ui';
import { PLATFORM_PATHS } from '../../../config/paths';
import { Icon } from '../../../components/icons';
import { HERO, PROMISES } from '../../../content/landing';
import { DASHBOARD_PREVIEW_TEXTS } from '../model/texts';
import { StatList } from './StatList';
import { HEADLINE_WIDTH, READABLE_WIDTH } from '../../../components/layout';

// The hero is the page's largest content: plain text and CSS, no image and no data, so it
// paints as soon as this remote's code runs.
const StyledHero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.brandSoft} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
  text-align: center;
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

const StyledEyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  margin: 0 auto ${({ theme }) => theme.space.lg};
  max-width: ${HEADLINE_WIDTH};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${mediaUp('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledLead = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: ${READABLE_WIDTH};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPromises = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledPromise = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

// The dashboard previews are wide screens: their links show from the medium breakpoint up
// (spec 000); below it the navigation is hidden, from assistive technology too.
const StyledPreviews = styled.nav`
  display: none;
  ${mediaUp('md')} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin-top: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PREVIEWS = [
  [PLATFORM_PATHS.freelancerDashboardPreview, DASHBOARD_PREVIEW_TEXTS.freelancer],
  [PLATFORM_PATHS.clientDashboardPreview, DASHBOARD_PREVIEW_TEXTS.client],
  [PLATFORM_PATHS.supplierDashboardPreview, DASHBOARD_PREVIEW_TEXTS.supplier],
] as const;

/** The hero (section `home`): the claim, the promises, three ways to sign up, the figures. */
export function HeroSection() {
  const [primary, ...others] = HERO.actions;
  return (
    <StyledHero id="home" aria-labelledby="home-title" tabIndex={-1}>
      <StyledInner>
        <StyledEyebrow>{HERO.eyebrow}</StyledEyebrow>
        <StyledTitle id="home-title">{HERO.title}</StyledTitle>
        <StyledLead>{HERO.lead}</StyledLead>
        <StyledPromises aria-label="Our promises">
          {PROMISES.map((promise) => (
            <StyledPromise key={promise}>
              <Icon name="check" />
              {promise}
            </StyledPromise>
          ))}
        </StyledPromises>
        <StyledActions>
          <LinkButton to={PLATFORM_PATHS.signup} size="lg">
            {primary}
          </LinkButton>
          {others.map((action) => (
            <LinkButton key={action} to={PLATFORM_PATHS.signup} size="lg" variant="secondary">
              {action}
            </LinkButton>
          ))}
        </StyledActions>
        <StyledPreviews aria-label={DASHBOARD_PREVIEW_TEXTS.label}>
          <span>{DASHBOARD_PREVIEW_TEXTS.label}:</span>
          {PREVIEWS.map(([path, label]) => (
            <LinkButton key={path} to={path} size="sm" variant="ghost">
              {label}
            </LinkButton>
          ))}
        </StyledPreviews>
        <StatList stats={HERO.stats} />
      </StyledInner>
    </StyledHero>
  );
}
