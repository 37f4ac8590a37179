import { SHELL_AREA, ownerOf } from './areas';
import { preloadArea } from './federatedAreaLoader';
import { requirementOf } from '../lib/guard';

/**
 * Starts fetching the code of the area that owns `pathname` while the shell's own code and the
 * shared libraries are still downloading, instead of after them (the registry, the area's
 * manifest and its remote entry would otherwise be three round trips after the shell's start).
 * Only for public routes: a guarded area's code waits for the session, so a signed-out visitor
 * never downloads a workspace. Runs before the share scope is ready: nothing here may import a
 * shared library.
 */
export function preloadPublicArea(pathname: string): void {
  const owner = ownerOf(pathname);
  if (owner === null || owner === SHELL_AREA || requirementOf(pathname) !== null) return;
  preloadArea(owner).catch(() => undefined);
}
