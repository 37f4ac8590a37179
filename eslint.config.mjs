// Type-aware lint for the whole monorepo (typescript-eslint strictTypeChecked), with the
// boundaries of docs/conventions.md ("Layout inside an app"): features never import each other,
// apps never import other apps, raw react-redux hooks are banned in favour of each app's typed
// hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import fileNames from './scripts/lint/file-names.cjs';
import { WEB_APPS } from './scripts/lib/paths.mjs';

/** The shell and the remotes (nginx/registry.json, through scripts/lib/paths.mjs). */
const APPS = WEB_APPS;

// One zone per (target, from) pair: a brace glob such as `./{a,b}` in `from` matches nothing,
// so a zone written that way never fires.
const OTHERS = [...APPS, 'auth-service'];

/** Each app may import only itself, shared-ui and libraries. */
const appBoundaries = APPS.flatMap((app) =>
  OTHERS.filter((other) => other !== app).map((other) => ({
    target: `./${app}`,
    from: `./${other}`,
    message: 'Apps never import other apps; move shared code down into shared-ui.',
  })),
);

/** shared-ui (and the build configuration) serve every app and import none of them. */
const packageBoundaries = ['shared-ui', 'build-config'].flatMap((pkg) =>
  OTHERS.map((other) => ({
    target: `./${pkg}`,
    from: `./${other}`,
    message: `${pkg} serves every app and imports none of them.`,
  })),
);

/**
 * `app/` is composition only (lifecycles, routes, store, screens composing features): what lies
 * below it (features, components, lib, config) never imports it. Two exceptions, named here:
 * the typed Redux hooks (`app/hooks.ts`, docs/conventions.md, "Redux Toolkit") and the shell's
 * identity service (`app/identity`, which the shell's composition root creates and its screens
 * consume).
 */
const compositionBoundaries = APPS.flatMap((app) =>
  ['features', 'components', 'lib', 'config'].map((layer) => ({
    target: `./${app}/src/${layer}`,
    from: `./${app}/src/app`,
    except: ['./hooks.ts', './identity'],
    message: 'app/ is composition only: move what this needs into config/, components/ or lib/.',
  })),
);

/** Features never import each other (one zone per feature folder of each app). */
const featureBoundaries = APPS.flatMap((app) => {
  const featuresDir = `./${app}/src/features`;
  const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
  return features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'Features never import each other; move shared code to the app or shared-ui.',
  }));
});

/** Raw react-redux hooks are typed once per app, in app/hooks.ts. */
const TYPED_HOOKS_ONLY = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use the typed hooks from app/hooks.ts.',
};

/** Routing comes from react-router-dom, the library the platform is specified with (issue 35). */
const REACT_ROUTER_DOM_ONLY = {
  name: 'react-router',
  message:
    "Import routing from 'react-router-dom' (the platform's specified library; one copy at run time).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/public/**',
      'auth-service/keycloak/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      atelier: fileNames.fileNamesPlugin,
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // One file-naming rule: camelCase/PascalCase in the browser's packages, kebab-case in Node's.
      'atelier/file-name-case': 'error',
      // ignoreExternal: cycles inside dependencies (PGlite's build) are not ours to find.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appBoundaries,
            ...packageBoundaries,
            ...compositionBoundaries,
            ...featureBoundaries,
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: [TYPED_HOOKS_ONLY, REACT_ROUTER_DOM_ONLY] }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // The browser's code takes only types from the API contract's root: its values are TypeBox
    // schemas, which would ship to every page. The values the screens share with the API (option
    // lists, the status machine, a form's checks) come from its `values` entry.
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'shared-ui/**/*.{ts,tsx}',
      'inbox/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@atelier/api-contract',
              allowTypeImports: true,
              message:
                'Import only types from the API contract in the browser (import type); shared values come from @atelier/api-contract/values.',
            },
          ],
        },
      ],
    },
  },
  {
    // The values entry ships to the browser: plain constants and pure functions, never TypeBox
    // (nor the contract's schemas, which are built on it).
    files: ['api-contract/src/values/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@sinclair/typebox|\\.\\.)',
              message: 'The values entry ships to the browser: no TypeBox, no schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to call the API (issue 24): the apps reach auth-service only through shared-ui's
    // API client (authServiceBaseQuery, requestApi) and upload only through its tus uploader.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'inbox/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            TYPED_HOOKS_ONLY,
            REACT_ROUTER_DOM_ONLY,
            ...['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
              name,
              importNames: ['fetchBaseQuery'],
              message: "Use shared-ui's authServiceBaseQuery: the one base query of every app.",
            })),
            {
              name: 'tus-js-client',
              message: "Upload through shared-ui's uploader (tusUploader, useUploader).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.name='fetch'] > Literal.arguments[value=/^\\/api(\\/|\\?|$)/]",
          "CallExpression[callee.name='fetch'] > TemplateLiteral.arguments > TemplateElement.quasis[value.raw=/^\\/api(\\/|\\?|$)/]",
          "CallExpression[callee.property.name='fetch'] > Literal.arguments[value=/^\\/api(\\/|\\?|$)/]",
          "CallExpression[callee.property.name='fetch'] > TemplateLiteral.arguments > TemplateElement.quasis[value.raw=/^\\/api(\\/|\\?|$)/]",
        ].map((selector) => ({
          selector,
          message: "Call auth-service through shared-ui's API client (requestApi), not fetch.",
        })),
        {
          selector: "NewExpression[callee.object.name='tus'][callee.property.name='Upload']",
          message:
            "Upload through shared-ui's uploader (tusUploader), not a tus client of its own.",
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
