import { useEffect, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { FREELANCERS, SUPPLIERS, sectionLabel } from '../content/landing';
import { CategorySection } from '../features/landing/components/CategorySection';
import { JobsSection } from '../features/landing/components/JobsSection';
import { MarketplaceSection } from '../features/landing/components/MarketplaceSection';
import { scrollToSection } from '../features/landing/components/sectionScrolling';
import { PricingSection } from '../features/pricing/components/PricingSection';
import { PlmSection } from '../features/waitlist/components/PlmSection';
import { AreaStoreProvider } from './AreaStoreProvider';
import { useStepwiseReveal } from './useStepwiseReveal';

const SECTIONS: readonly ReactElement[] = [
  <CategorySection
    key="freelancers"
    id="freelancers"
    eyebrow={sectionLabel('freelancers')}
    {...FREELANCERS}
  />,
  <CategorySection
    key="suppliers"
    id="suppliers"
    eyebrow={sectionLabel('suppliers')}
    tone="muted"
    {...SUPPLIERS}
  />,
  <MarketplaceSection key="marketplace" />,
  <JobsSection key="jobs" />,
  <PricingSection key="pricing" />,
  <PlmSection key="plm-section" />,
];

export interface LandingSectionsProps {
  /** Called once every section is on the page. */
  onRendered: () => void;
}

/**
 * The landing sections below the hero (a chunk of its own), added one per task so that no task
 * is long. A section named in the address (`/#pricing`) did not exist when the page first
 * rendered: it is scrolled to once every section is there.
 */
export default function LandingSections({ onRendered }: LandingSectionsProps) {
  const revealed = useStepwiseReveal(SECTIONS.length);
  const complete = revealed === SECTIONS.length;
  const { hash } = useLocation();

  useEffect(() => {
    if (!complete) return;
    onRendered();
    const section = decodeURIComponent(hash.slice(1));
    if (section !== '') scrollToSection(section, { smooth: false });
    // Once, on completion: later hash changes are ScrollOnNavigate's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete]);

  return <AreaStoreProvider>{SECTIONS.slice(0, revealed)}</AreaStoreProvider>;
}
