/**
 * The libraries every app shares at run time, exactly one copy per page (docs/architecture.md,
 * "Federation on @module-federation/enhanced").
 * `react/` and `react-dom/` share the subpath imports (`react/jsx-runtime`, `react-dom/client`).
 * Versions come from the root lock through each package's own dependency ranges.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** How one module is shared: the `shared` / `consumes` options of enhanced's plugins. */
export interface SharedConfig {
  /** The module provided (and the fallback of a consumer); `false`: consumed from the page only. */
  import?: string | false;
  shareKey?: string;
  /** The version provided (a consumer has none). */
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
  strictVersion?: boolean;
}

export const SHARED_SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'single-spa',
] as const;

/**
 * The design system is shared as two parts (shared-ui/src/index.ts): the core every area uses,
 * and the rest, which only some areas load. They are matched by file, since apps import both
 * through the package's one entry point.
 */
const SHARED_UI_PACKAGE = '@atelier/shared-ui';
const SHARED_UI_PARTS = ['core', 'extended'] as const;
const SHARED_UI_SOURCE = path.resolve(__dirname, '../../shared-ui/src');
const SHARED_UI_API_CLIENT = path.join(SHARED_UI_SOURCE, 'api/apiClient.ts');

/**
 * Feature packages used by several role areas, one module per page (docs/architecture.md,
 * "Shared code between the remotes"): the inbox and notifications, with the tab's one real-time
 * connection (docs/architecture.md, "The inbox: one workspace package"). Like shared-ui's parts
 * they are matched by file, so the shell provides them although it never imports them itself.
 */
const SHARED_FEATURE_PACKAGES = {
  '@atelier/inbox': path.resolve(__dirname, '../../inbox'),
} as const;

/**
 * The version of the platform's own shared packages: shared-ui and the feature packages carry one
 * version between them (their package.json files), in semver terms of what they export: the minor
 * grows with an export added, the major with one removed or changed
 * (scripts/contract-compat.test.ts checks it against the previous release). One version, because
 * they come as a set: the inbox reads shared-ui's React contexts (usePlatform), so a remote must
 * never run one package from the page and the other from its own copy.
 */
export function sharedUiVersion(): string {
  const version = packageVersion(path.dirname(SHARED_UI_SOURCE));
  for (const [name, packageDir] of Object.entries(SHARED_FEATURE_PACKAGES)) {
    const own = packageVersion(packageDir);
    if (own !== version) {
      throw new Error(
        `${name} is at version ${own} and ${SHARED_UI_PACKAGE} at ${version}: the two are shared as a set and carry one version (build-config/src/shared-singletons.ts). Set both package.json files to the higher one.`,
      );
    }
  }
  return version;
}

/** The modules shared-ui and the feature packages are shared as: file, share key. */
function sharedUiModules(dependencies: Record<string, string>): [file: string, shareKey: string][] {
  const modules: [string, string][] = [];
  if (dependencies[SHARED_UI_PACKAGE] !== undefined) {
    for (const part of SHARED_UI_PARTS) {
      modules.push([path.join(SHARED_UI_SOURCE, `${part}.ts`), `${SHARED_UI_PACKAGE}/${part}`]);
    }
  }
  for (const [name, packageDir] of Object.entries(SHARED_FEATURE_PACKAGES)) {
    if (dependencies[name] !== undefined)
      modules.push([path.join(packageDir, 'src/index.ts'), name]);
  }
  return modules;
}

/**
 * How a deployed remote consumes shared-ui and the feature packages: the page's copy when its
 * version satisfies the one the remote was built against (`^` that version: a shell of the same
 * major, same minor or newer), else the remote's own copy, built into its files and downloaded
 * only then. Not a singleton (a singleton takes the page's copy whatever its version, with a
 * warning) and never offered to the page's share scope (they are consumed, not provided): a
 * remote's own copy serves that remote alone, and the shell and the other remotes never pick
 * it up. When the versions fit, which is every page of one release, the page runs one copy.
 * A remote's React tree (its own root, mounted through the contract) then sees one copy
 * throughout; styled-components, React and Redux stay the page's singletons. For enhanced's
 * ConsumeSharedPlugin (build-config/src/create-federated-config.ts), whose runtime takes the
 * remote's own copy when no version on the page fits.
 */
export function sharedUiWithFallback(
  dependencies: Record<string, string>,
): Record<string, SharedConfig> {
  const version = sharedUiVersion();
  return Object.fromEntries(
    sharedUiModules(dependencies).map(([file, shareKey]) => [
      file,
      {
        shareKey,
        import: file,
        requiredVersion: `^${version}`,
        singleton: false,
        strictVersion: false,
      },
    ]),
  );
}

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
 * Libraries shared under another library's key. react-router-dom 7 is react-router re-exported
 * (its entry is `export * from 'react-router'` plus the two framework-mode routers, which the
 * platform does not use): the apps import it by the name the platform is specified with, and it
 * is shared as react-router's subset, one copy per page, under the key that the remotes of
 * earlier releases consume too.
 */
const SHARED_AS: Partial<Record<string, string>> = { 'react-router-dom': 'react-router' };

/**
 * The part of react-router (imported as react-router-dom) the platform uses. A shared library cannot be tree-shaken by one
 * app's build alone, since another app may need more of it; so every app provides the same
 * subset, named here, and `scripts/shared-exports.test.ts` fails when code imports anything
 * else. A screen that needs more adds to this list (every app is then rebuilt with it).
 */
export const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;

/**
 * The value names that ES `import` statements in `source` bring in from `module`: named imports
 * (renamed or not) and a default import as `default`; `import type` and `type` specifiers are
 * left out. Reads the apps' sources and the libraries' minified builds alike.
 */
export function namesImportedFrom(source: string, module: string): string[] {
  const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `import\\s*(type\\s+)?(?:(\\w+)\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s*from\\s*["']${escaped}["']`,
    'g',
  );
  return [...source.matchAll(pattern)].flatMap((match) => {
    if (match[1] !== undefined) return [];
    const named = (match[3] ?? '')
      .split(',')
      .map((specifier) => specifier.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== '' && !name.startsWith('type '));
    return match[2] === undefined ? named : ['default', ...named];
  });
}

/** Redux Toolkit's ES builds as installed: the main entry, RTK Query and its React entry. */
function reduxToolkitBuilds(): { main: string[]; query: string[] } {
  const distDir = path.join(path.dirname(require.resolve('@reduxjs/toolkit/package.json')), 'dist');
  const esBuilds = (dir: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  return {
    main: esBuilds(distDir),
    query: [
      ...esBuilds(path.join(distDir, 'query')),
      ...esBuilds(path.join(distDir, 'query/react')),
    ],
  };
}

const REDUX_TOOLKIT_BUILDS = reduxToolkitBuilds();

/** What the installed Redux Toolkit builds (`from`) import from `module`. */
function importedByReduxToolkit(module: string, from: readonly string[]): string[] {
  return from.flatMap((source) => namesImportedFrom(source, module));
}

/** `names` without repeats, sorted, so that the lists read the same from build to build. */
const uniqueSorted = (names: readonly string[]): readonly string[] => [...new Set(names)].sort();

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
export const REDUX_TOOLKIT_EXPORTS = uniqueSorted([
  ...APP_REDUX_TOOLKIT_EXPORTS,
  ...importedByReduxToolkit('@reduxjs/toolkit', REDUX_TOOLKIT_BUILDS.query),
]);

/** The part of react-redux the apps' own code uses. */
export const APP_REACT_REDUX_EXPORTS = ['Provider', 'useDispatch', 'useSelector'] as const;

/** react-redux as every app provides it: the apps' part plus what RTK Query's React entry imports. */
export const REACT_REDUX_EXPORTS = uniqueSorted([
  ...APP_REACT_REDUX_EXPORTS,
  ...importedByReduxToolkit('react-redux', REDUX_TOOLKIT_BUILDS.query),
]);

/**
 * The part of styled-components the apps use (`default` is `styled`). The landing's build-time
 * prerender (mf-landing/scripts) also uses its server API, outside any federated build.
 */
export const STYLED_COMPONENTS_EXPORTS = [
  'ThemeProvider',
  'createGlobalStyle',
  'css',
  'default',
  'keyframes',
] as const;

/**
 * Libraries that shared libraries import, shared too so that each has one copy on the page
 * (otherwise every shared library that uses them bundles its own). Not the apps' dependencies:
 * the version is the installed one, and they are provided as what Redux Toolkit's installed
 * builds import from them.
 */
const TRANSITIVE_SHARED = ['immer', 'reselect'] as const;

const transitiveExports = (name: string) =>
  uniqueSorted(
    importedByReduxToolkit(name, [...REDUX_TOOLKIT_BUILDS.main, ...REDUX_TOOLKIT_BUILDS.query]),
  );

/** The libraries provided as subsets, and the exports each subset has. */
export const SHARED_SUBSETS: Partial<Record<string, readonly string[]>> = {
  'react-router': REACT_ROUTER_EXPORTS,
  '@reduxjs/toolkit': REDUX_TOOLKIT_EXPORTS,
  'react-redux': REACT_REDUX_EXPORTS,
  'styled-components': STYLED_COMPONENTS_EXPORTS,
  ...Object.fromEntries(TRANSITIVE_SHARED.map((name) => [name, transitiveExports(name)])),
};

/**
 * How a shared module's own imports reach the whole library: a request that is not a share key
 * (so it is not taken from the share scope) and that `wholeLibraryAliases` maps to the library.
 */
const WHOLE_LIBRARY_PREFIX = '~whole/';

/** Aliases from `~whole/<library>` to the library itself, for the apps' webpack configs. */
export function wholeLibraryAliases(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(SHARED_SUBSETS).map((name) => [`${WHOLE_LIBRARY_PREFIX}${name}$`, name]),
  );
}

const SUBSET_DIR = path.resolve(__dirname, '../../.cache/shared-subsets');

/**
 * The module an app provides in place of a library that has a subset: it re-exports the listed
 * exports, so the build tree-shakes the library to them like any other import.
 */
function subsetModule(name: string, exports: readonly string[]): string {
  const file = path.join(SUBSET_DIR, `${name.replace(/[@/]/g, '_')}.mjs`);
  const source = `export { ${exports.join(', ')} } from '${WHOLE_LIBRARY_PREFIX}${name}';\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== source) {
    mkdirSync(SUBSET_DIR, { recursive: true });
    // Builds run two at a time: write then rename, so no build reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, source);
    renameSync(partial, file);
  }
  return file;
}

/** A library with a subset is provided as its subset module, with the library's version. */
function providedAs(name: string): Pick<SharedConfig, 'import' | 'version'> {
  const exports = SHARED_SUBSETS[name];
  return exports === undefined
    ? {}
    : { import: subsetModule(name, exports), version: installedVersion(name) };
}

/** A test for webpack's `splitChunks` that matches the modules of the named packages. */
function packagesTest(names: readonly string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join('|')})[\\\\/]`);
}

/**
 * The files the shared libraries are built into. Every page runs the shell, which needs all of
 * `lib-platform` before its first screen, so those come in one file (one request, one compressed
 * stream) rather than one per library; RTK Query, which only some areas use, in another. They
 * change only with the lock file or the subsets, so they stay cached across deployments of the
 * apps' code.
 */
export const SHARED_LIBRARY_CHUNKS: Record<string, RegExp> = {
  'lib-query':
    /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema)[\\/]/,
  'lib-platform': new RegExp(
    [
      packagesTest([
        'react',
        'react-dom',
        'scheduler',
        'react-router',
        'styled-components',
        'stylis',
        '@emotion',
        'single-spa',
        'redux',
        'redux-thunk',
        'react-redux',
        'use-sync-external-store',
        'immer',
        'reselect',
      ]).source,
      // Redux Toolkit's main entry (RTK Query is under dist/query).
      /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/][^\\/]+$/.source,
      // The subset modules provided in place of these libraries (all of them are in this file).
      /[\\/]\.cache[\\/]shared-subsets[\\/]/.source,
    ].join('|'),
  ),
};

/** The version in the package.json of the package in `packageDir`. */
function packageVersion(packageDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The version of the library installed at the root (workspaces hoist their dependencies). */
function installedVersion(name: string): string {
  return packageVersion(path.resolve(__dirname, '../../node_modules', name));
}

/**
 * The `shared` option of an app's federation plugin. `provides` is true for the shell, which
 * provides every shared library (its dependencies include all of them; scripts/shared-exports.test.ts
 * checks that), and for a remote served alone by `npm run dev`. A deployed remote only consumes
 * the libraries (`import: false`): the page's host always provided them first, so a fallback copy
 * of its own would never run and would only add its registrations to the remote's entry. Its
 * shared-ui and feature packages are not in here: it consumes them with a fallback of its own
 * (sharedUiWithFallback), since a shell of an earlier release provides an earlier version.
 */
export function sharedSingletons(
  dependencies: Record<string, string>,
  { provides }: { provides: boolean },
): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of SHARED_SINGLETON_PACKAGES) {
    const requiredVersion = dependencies[name];
    if (requiredVersion === undefined) continue;
    const sharedAs = SHARED_AS[name];
    shared[name] = {
      singleton: true,
      requiredVersion,
      ...(sharedAs === undefined ? {} : { shareKey: sharedAs }),
      ...providedAs(sharedAs ?? name),
    };
  }
  if (provides) {
    // The page's copy (a deployed remote brings its own: sharedUiWithFallback).
    const version = sharedUiVersion();
    for (const [file, shareKey] of sharedUiModules(dependencies)) {
      shared[file] = { shareKey, singleton: true, version, requiredVersion: `^${version}` };
    }
    // shared-ui's API client, which the shell's session code imports by path (to start without
    // the design system) and shared-ui's core exports: one copy on the page for both. Only the
    // page shares it; a remote's own copy of the core keeps its own client.
    if (dependencies[SHARED_UI_PACKAGE] !== undefined) {
      shared[SHARED_UI_API_CLIENT] = {
        shareKey: `${SHARED_UI_PACKAGE}/api`,
        singleton: true,
        version,
        requiredVersion: `^${version}`,
      };
    }
  }
  for (const [entryPoint, packageName] of Object.entries(SHARED_ENTRY_POINTS)) {
    const requiredVersion = dependencies[packageName];
    if (requiredVersion === undefined) continue;
    shared[entryPoint] = { singleton: true, requiredVersion };
  }
  if (dependencies['@reduxjs/toolkit'] !== undefined) {
    for (const name of TRANSITIVE_SHARED) {
      const version = installedVersion(name);
      shared[name] = {
        singleton: true,
        version,
        requiredVersion: `^${version}`,
        ...providedAs(name),
      };
    }
  }
  for (const name of SUBPATH_SHARED) {
    const requiredVersion = dependencies[name];
    if (requiredVersion === undefined) continue;
    shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  if (!provides) {
    for (const [key, config] of Object.entries(shared)) {
      shared[key] = { ...config, import: false };
    }
  }
  return shared;
}
