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

/**
 * The part of react-router the platform uses. A shared library cannot be tree-shaken by one
 * app's build alone, since another app may need more of it; so every app provides the same
 * subset, named here, and `scripts/shared-exports.test.ts` fails when code imports anything
 * else. A screen that needs more adds to this list (every app is then rebuilt with it).
 */
export const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Route',
  'Routes',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;

const TREE_SHAKEN_EXPORTS: Partial<Record<string, readonly string[]>> = {
  'react-router': REACT_ROUTER_EXPORTS,
};

export function sharedSingletons(
  dependencies: Record<string, string>,
): moduleFederationPlugin.SharedObject {
  const shared: moduleFederationPlugin.SharedObject = {};
  for (const name of SHARED_SINGLETON_PACKAGES) {
    const requiredVersion = dependencies[name];
    if (requiredVersion === undefined) continue;
    const usedExports = TREE_SHAKEN_EXPORTS[name];
    shared[name] = {
      singleton: true,
      requiredVersion,
      ...(usedExports === undefined
        ? {}
        : { treeShaking: { mode: 'runtime-infer', usedExports: [...usedExports] } }),
    };
  }
  for (const name of SUBPATH_SHARED) {
    const requiredVersion = dependencies[name];
    if (requiredVersion === undefined) continue;
    shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
