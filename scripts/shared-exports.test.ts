import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from './lib/remotes.cjs';
import {
  APP_REACT_REDUX_EXPORTS,
  APP_REDUX_TOOLKIT_EXPORTS,
  REACT_ROUTER_EXPORTS,
  REDUX_TOOLKIT_EXPORTS,
  STYLED_COMPONENTS_EXPORTS,
  SHARED_SUBSETS,
  namesImportedFrom,
  sharedSingletons,
  sharedUiVersion,
  sharedUiWithFallback,
} from '@atelier/build-config';

// Every app provides the same tree-shaken subsets of the shared libraries
// (build-config/src/shared-singletons.ts). Code that imports an export outside them would get
// `undefined` at run time in the federated build, so this test names it at once.

const ROOT = path.resolve(__dirname, '..');
/** The shell, shared-ui and every remote of nginx/registry.json. */
const SOURCE_ROOTS = ['shell', 'shared-ui', ...REMOTES.map((remote) => remote.app)];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    // Tests and test helpers run in jest with the whole library, never federated.
    const isTestCode = /\.test\.tsx?$|^test-utils\.tsx?$/.test(entry) || dir.includes('/testing');
    return /\.tsx?$/.test(entry) && !isTestCode ? [full] : [];
  });
}

describe('imports of tree-shaken shared libraries stay within the shared subsets', () => {
  it('reads value imports and skips type-only ones', () => {
    expect(
      namesImportedFrom(
        "import { Link, type LinkProps, useLocation as here } from 'react-router-dom';\n" +
          "import type { NavLinkProps } from 'react-router-dom';",
        'react-router-dom',
      ),
    ).toEqual(['Link', 'useLocation']);
  });

  it('reads default imports as `default`', () => {
    expect(
      namesImportedFrom("import styled, { css } from 'styled-components';", 'styled-components'),
    ).toEqual(['default', 'css']);
  });

  const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root, 'src')));

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each([
    ['react-router-dom', REACT_ROUTER_EXPORTS],
    ['@reduxjs/toolkit', APP_REDUX_TOOLKIT_EXPORTS],
    ['react-redux', APP_REACT_REDUX_EXPORTS],
    ['styled-components', STYLED_COMPONENTS_EXPORTS],
  ] as const)('%s: only exports every app provides', (module, exports) => {
    const allowed = new Set<string>(exports);
    const outside = files.flatMap((file) =>
      namesImportedFrom(readFileSync(file, 'utf8'), module)
        .filter((name) => !allowed.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(outside).toEqual([]);
  });
});

describe('subsets read from the installed Redux Toolkit', () => {
  it('provides what RTK Query imports from the main entry', () => {
    expect(REDUX_TOOLKIT_EXPORTS).toEqual(
      expect.arrayContaining(['configureStore', 'createSlice', 'createAsyncThunk', 'nanoid']),
    );
  });

  it('reads import statements, renamed and minified ones too', () => {
    expect(
      namesImportedFrom(
        'import { a, b as c } from "@reduxjs/toolkit";import{d as e,f}from"@reduxjs/toolkit"',
        '@reduxjs/toolkit',
      ),
    ).toEqual(['a', 'b', 'd', 'f']);
  });
});

describe('the shell provides every shared library a remote consumes', () => {
  const REMOTE_APPS = REMOTES.map((remote) => remote.app);
  const dependenciesOf = (app: string) =>
    (
      JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
  const sharedKeys = (app: string) =>
    Object.keys(sharedSingletons(dependenciesOf(app), { provides: true }));

  it.each(REMOTE_APPS)('%s', (remote) => {
    const provided = new Set(sharedKeys('shell'));
    expect(sharedKeys(remote).filter((key) => !provided.has(key))).toEqual([]);
  });

  it('deployed remotes consume the libraries without fallbacks, the shell and a remote served alone provide', () => {
    const consumed = sharedSingletons(dependenciesOf('mf-landing'), { provides: false });
    const provided = sharedSingletons(dependenciesOf('mf-landing'), { provides: true });
    expect(
      Object.values(consumed).every(
        (config) => typeof config === 'object' && config.import === false,
      ),
    ).toBe(true);
    expect(
      Object.values(provided).some(
        (config) => typeof config === 'object' && config.import === false,
      ),
    ).toBe(false);
  });

  it("a deployed remote takes shared-ui and the inbox from the page when the page's version fits, else brings its own copy", () => {
    const deployed = sharedSingletons(dependenciesOf('mf-client'), { provides: false });
    const withFallback = sharedUiWithFallback(dependenciesOf('mf-client'));
    const version = sharedUiVersion();
    expect(Object.values(withFallback).map((config) => config.shareKey)).toEqual([
      '@atelier/shared-ui/core',
      '@atelier/shared-ui/extended',
      '@atelier/inbox',
    ]);
    for (const [file, config] of Object.entries(withFallback)) {
      expect(config).toEqual(
        expect.objectContaining({
          import: file,
          requiredVersion: `^${version}`,
          singleton: false,
        }),
      );
      // Consumed with a fallback, never also provided: its copy is for itself alone.
      expect(deployed[file]).toBeUndefined();
    }
    // The shell provides the same modules, as the page's one copy, at the same version.
    const shell = sharedSingletons(dependenciesOf('shell'), { provides: true });
    for (const [file, config] of Object.entries(withFallback)) {
      expect(shell[file]).toEqual(
        expect.objectContaining({ shareKey: config.shareKey, singleton: true, version }),
      );
    }
  });
});

describe('each subset names only exports the installed library has', () => {
  it.each(Object.entries(SHARED_SUBSETS))('%s', (name, exports) => {
    const library = jest.requireActual<Record<string, unknown>>(name);
    const missing = (exports ?? []).filter((exported) => library[exported] === undefined);
    expect(missing).toEqual([]);
  });
});
