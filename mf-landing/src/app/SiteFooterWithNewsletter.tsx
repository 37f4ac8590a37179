import { SiteFooter } from '../features/landing/components/SiteFooter';
import { StayUpdatedBox } from '../features/waitlist/components/StayUpdatedBox';
import { AreaStoreProvider } from './AreaStoreProvider';

/** The site footer with its 'Stay Updated' box (a chunk of its own, with the store). */
export default function SiteFooterWithNewsletter() {
  return (
    <AreaStoreProvider>
      <SiteFooter newsletter={<StayUpdatedBox />} />
    </AreaStoreProvider>
  );
}
