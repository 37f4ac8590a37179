import { Link } from 'react-router';
import styled from 'styled-components';

// The first slice of the landing page: header, hero and the ways into the platform. The full
// page (categories, resources, jobs, pricing, PLM, footer) is built by the public-surfaces issue.

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBrand = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

const StyledNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
`;

const StyledHero = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
`;

const StyledHeadline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledLead = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 40em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledCta = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

const StyledLinks = styled.p`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export function LandingPage() {
  return (
    <>
      <StyledHeader>
        <StyledBrand>Atelier</StyledBrand>
        <StyledNav aria-label="Main">
          <Link to="/marketplace-full">Marketplace</Link>
          <Link to="/jobs">Jobs</Link>
          <Link to="/login">Sign In</Link>
          <StyledCta to="/signup">GET STARTED</StyledCta>
        </StyledNav>
      </StyledHeader>
      <StyledHero id="home">
        <StyledHeadline>Where fashion talent, brands and suppliers meet</StyledHeadline>
        <StyledLead>
          Start for free, no credit card required. No commissions: keep 100% of your earnings.
          Cancel anytime.
        </StyledLead>
        <StyledCta to="/signup">Get started for free</StyledCta>
        <StyledLinks>
          <Link to="/marketplace-full">Browse the marketplace</Link>
          <Link to="/jobs">See open jobs</Link>
        </StyledLinks>
      </StyledHero>
    </>
  );
}
