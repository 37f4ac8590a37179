import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { HeroSection } from '../features/landing/components/HeroSection';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { ScrollOnNavigate } from '../features/landing/components/ScrollOnNavigate';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** The page starts below the fixed header. */
export const StyledMain = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
`;

// Everything below the hero, with the store and RTK Query: loaded once the hero has painted.
const loadSections = () => import('./LandingSections');
const loadFooter = () => import('./SiteFooterWithNewsletter');
const LandingSections = lazy(loadSections);
const SiteFooterWithNewsletter = lazy(loadFooter);

/**
 * `/`: the landing page, its sections in the spec's order (spec 000, section 2). The header and
 * the hero (the largest content) render at once from this remote's own code; the sections below
 * follow in a chunk of their own after the first paint, then the footer.
 */
export function LandingScreen() {
  const painted = useAfterFirstPaint();
  const [sectionsRendered, setSectionsRendered] = useState(false);
  useEffect(() => {
    // Both chunks download together; the footer renders after the sections.
    if (painted) void loadFooter();
  }, [painted]);
  return (
    <>
      <ScrollOnNavigate />
      <LandingHeader />
      <StyledMain>
        <HeroSection />
        {painted && (
          <Suspense fallback={null}>
            <LandingSections onRendered={() => setSectionsRendered(true)} />
          </Suspense>
        )}
      </StyledMain>
      {sectionsRendered && (
        <Suspense fallback={null}>
          <SiteFooterWithNewsletter />
        </Suspense>
      )}
    </>
  );
}
