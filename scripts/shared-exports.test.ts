import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  APP_REDUX_TOOLKIT_EXPORTS,
  REACT_ROUTER_EXPORTS,
  REDUX_TOOLKIT_EXPORTS,
  namesImportedFrom,
} from './webpack/shared-singletons';

// Every app provides the same tree-shaken react-router (scripts/webpack/shared-singletons.ts).
// Code that imports an export outside that list would get `undefined` at run time in the
// federated build, so this test names it at once.

const ROOT = path.resolve(__dirname, '..');
const SOURCE_ROOTS = [
  'shell',
  'shared-ui',
  'mf-landing',
  'mf-marketplace',
  'mf-freelancer',
  'mf-client',
  'mf-supplier',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    // Tests and test helpers run in jest with the whole library, never federated.
    const isTestCode = /\.test\.tsx?$|^test-utils\.tsx?$/.test(entry) || dir.includes('/testing');
    return /\.tsx?$/.test(entry) && !isTestCode ? [full] : [];
  });
}

/** The value (not type-only) names a file imports from `module`. */
export function valueImportsFrom(source: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module}'`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(pattern)) {
    if (match[1] !== undefined) continue;
    for (const specifier of (match[2] ?? '').split(',')) {
      const trimmed = specifier.trim();
      if (trimmed === '' || trimmed.startsWith('type ')) continue;
      names.push(trimmed.split(/\s+as\s+/)[0] ?? trimmed);
    }
  }
  return names;
}

describe('react-router imports stay within the shared subset', () => {
  it('reads value imports and skips type-only ones', () => {
    expect(
      valueImportsFrom(
        "import { Link, type LinkProps, useLocation as here } from 'react-router';\n" +
          "import type { NavLinkProps } from 'react-router';",
        'react-router',
      ),
    ).toEqual(['Link', 'useLocation']);
  });

  const allowed = new Set<string>(REACT_ROUTER_EXPORTS);
  const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root, 'src')));

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('imports only exports every app provides', () => {
    const outside = files.flatMap((file) =>
      valueImportsFrom(readFileSync(file, 'utf8'), 'react-router')
        .filter((name) => !allowed.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(outside).toEqual([]);
  });
});

describe('Redux Toolkit imports stay within the shared subset', () => {
  const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root, 'src')));

  it("apps import only the list's exports from the main entry", () => {
    const allowed = new Set<string>(APP_REDUX_TOOLKIT_EXPORTS);
    const outside = files.flatMap((file) =>
      valueImportsFrom(readFileSync(file, 'utf8'), '@reduxjs/toolkit')
        .filter((name) => !allowed.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(outside).toEqual([]);
  });

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
