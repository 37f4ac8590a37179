import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@atelier/shared-ui';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { ScrollOnNavigate } from '../features/landing/components/ScrollOnNavigate';
import { LEGAL_TEXTS } from '../features/legal/model/texts';
import { StyledMain } from './LandingScreen';

const SiteFooterWithNewsletter = lazy(() => import('./SiteFooterWithNewsletter'));

/** The three legal documents, each a chunk of its own: the landing page never loads them. */
const LEGAL_DOCUMENTS = {
  privacy: lazy(() =>
    import('../features/legal/components/PrivacyPolicy').then((module) => ({
      default: module.PrivacyPolicy,
    })),
  ),
  terms: lazy(() =>
    import('../features/legal/components/TermsOfService').then((module) => ({
      default: module.TermsOfService,
    })),
  ),
  cookies: lazy(() =>
    import('../features/legal/components/CookiePolicy').then((module) => ({
      default: module.CookiePolicy,
    })),
  ),
} satisfies Record<string, ComponentType>;

/** A legal page inside the site's header and footer; the header's links lead back to `/#section`. */
export function LegalScreen({ document }: { document: keyof typeof LEGAL_DOCUMENTS }) {
  const Document = LEGAL_DOCUMENTS[document];
  return (
    <>
      <ScrollOnNavigate />
      <LandingHeader />
      <StyledMain>
        <Suspense fallback={<LoadingState label={LEGAL_TEXTS.loading} />}>
          <Document />
        </Suspense>
      </StyledMain>
      <Suspense fallback={null}>
        <SiteFooterWithNewsletter />
      </Suspense>
    </>
  );
}
