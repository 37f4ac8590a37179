import { useLayoutEffect, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { removePrerenderedContent } from '@atelier/shared-ui';
import { PATHS } from '../config/paths';

/**
 * The area lets its screens take over the gateway's prerendered first screen (the public
 * profile's, lifecycles.tsx); on any other route of the area it goes at once.
 */
export function PrerenderedContentOffProfile({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const onProfile = matchPath(PATHS.publicPortfolio, pathname) !== null;
  useLayoutEffect(() => {
    if (!onProfile) removePrerenderedContent();
  }, [onProfile]);
  return children;
}
