/**
 * The libraries every app shares at run time, exactly one copy per page (ARCHITECTURE.md, step 5).
 * `react/` and `react-dom/` share the subpath imports (`react/jsx-runtime`, `react-dom/client`).
 * Versions come from the root lock through each package's own dependency ranges.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
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
 * Entry points of a shared package that are shared as singletons of their own, keyed to the
 * package whose version they carry. RTK Query is not in Redux Toolkit's main entry: without
 * this, every app that uses it would ship its own copy (with immer) next to the shell's.
 */
const SHARED_ENTRY_POINTS: Record<string, string> = {
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
};

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

/** The names ES `import { ... } from '<module>'` statements in `source` bring in. */
export function namesImportedFrom(source: string, module: string): string[] {
  const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((specifier) => specifier.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

/** The ES builds of RTK Query (`@reduxjs/toolkit/query` and `/query/react`) as installed. */
function rtkQuerySources(): string[] {
  const queryDir = path.join(
    path.dirname(require.resolve('@reduxjs/toolkit/package.json')),
    'dist/query',
  );
  return [queryDir, path.join(queryDir, 'react')].flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(dir, file), 'utf8')),
  );
}

/** The part of Redux Toolkit's main entry the apps' own code uses. */
export const APP_REDUX_TOOLKIT_EXPORTS = [
  'combineSlices',
  'configureStore',
  'createSlice',
] as const;

/**
 * Redux Toolkit's main entry as every app provides it: what the apps use, plus what RTK Query
 * (shared as well, see SHARED_ENTRY_POINTS) imports from it, read from the installed RTK Query
 * so that an upgrade cannot leave it without something it needs.
 */
export const REDUX_TOOLKIT_EXPORTS: readonly string[] = [
  ...new Set([
    ...APP_REDUX_TOOLKIT_EXPORTS,
    ...rtkQuerySources().flatMap((source) => namesImportedFrom(source, '@reduxjs/toolkit')),
  ]),
].sort();

const TREE_SHAKEN_EXPORTS: Partial<Record<string, readonly string[]>> = {
  'react-router': REACT_ROUTER_EXPORTS,
  '@reduxjs/toolkit': REDUX_TOOLKIT_EXPORTS,
};

/**
 * Libraries that shared libraries import, shared too so that each has one copy on the page
 * (otherwise every shared library that uses them bundles its own). Not the apps' dependencies:
 * the version is the installed one.
 */
const TRANSITIVE_SHARED = ['immer', 'reselect'] as const;

function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

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
  for (const [entryPoint, packageName] of Object.entries(SHARED_ENTRY_POINTS)) {
    const requiredVersion = dependencies[packageName];
    if (requiredVersion === undefined) continue;
    shared[entryPoint] = { singleton: true, requiredVersion };
  }
  if (dependencies['@reduxjs/toolkit'] !== undefined) {
    for (const name of TRANSITIVE_SHARED) {
      const version = installedVersion(name);
      shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
    }
  }
  for (const name of SUBPATH_SHARED) {
    const requiredVersion = dependencies[name];
    if (requiredVersion === undefined) continue;
    shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
