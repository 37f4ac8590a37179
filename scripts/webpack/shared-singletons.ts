/**
 * The libraries every app shares at run time, exactly one copy per page (ARCHITECTURE.md, step 5).
 * `react/` and `react-dom/` share the subpath imports (`react/jsx-runtime`, `react-dom/client`).
 * Versions come from the root lock through each package's own dependency ranges.
 */
import type { moduleFederationPlugin } from '@module-federation/sdk';

export const SHARED_SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'styled-components',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'single-spa',
  '@atelier/shared-ui',
] as const;

const SUBPATH_SHARED = ['react', 'react-dom'] as const;

export function sharedSingletons(
  dependencies: Record<string, string>,
): moduleFederationPlugin.SharedObject {
  const shared: moduleFederationPlugin.SharedObject = {};
  for (const name of SHARED_SINGLETON_PACKAGES) {
    const requiredVersion = dependencies[name];
    if (requiredVersion === undefined) continue;
    shared[name] = { singleton: true, requiredVersion };
  }
  for (const name of SUBPATH_SHARED) {
    const requiredVersion = dependencies[name];
    if (requiredVersion === undefined) continue;
    shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
