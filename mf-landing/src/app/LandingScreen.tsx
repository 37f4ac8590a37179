import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { HeroSection } from '../features/landing/components/HeroSection';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { ScrollOnNavigate } from '../features/landing/components/ScrollOnNavigate';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** The page starts below the fixed header. */
export const StyledMain = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
`;

// Everything below the hero, with the store and RTK Query: one chunk, loaded once the hero has
// painted.
const loadBelowHero = () => import('./LandingBelowHero');
const LandingSections = lazy(() =>
  loadBelowHero().then((module) => ({ default: module.LandingSections })),
);
const SiteFooterWithNewsletter = lazy(() =>
  loadBelowHero().then((module) => ({ default: module.SiteFooterWithNewsletter })),
);

/**
 * `/`: the landing page, its sections in the spec's order (spec 000, section 2). The header and
 * the hero (the largest content) render at once from this remote's own code; the sections below
 * follow in a chunk of their own after the first paint, then the footer (same chunk).
 */
export function LandingScreen() {
  const painted = useAfterFirstPaint();
  // The footer comes with the sections' chunk and renders after them.
  const [sectionsRendered, setSectionsRendered] = useState(false);
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
