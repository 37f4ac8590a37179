import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, SECTIONS } from '../shared-ui/src/contract/routes';

// Every path of the platform lives in one table, shared-ui/src/contract/routes.ts
// (docs/architecture.md, "Shared code between the remotes"). This test reads the apps' and
// shared-ui's sources (tests left out: they may spell out what they expect) and names every string
// literal that is a platform path: one of the table's paths or patterns, or anything under a
// section a remote owns (`'/freelancer/...'`, `` `/marketplace/...` ``). API endpoints
// (`'/admin/users'` after the API base) are not platform paths and stay. `'/'` alone is too common
// to tell apart (`split('/')`) and is not checked.

const ROOT = path.resolve(__dirname, '..');
const TABLE = path.join(ROOT, 'shared-ui/src/contract/routes.ts');
const SOURCE_ROOTS = [
  'shell/src',
  'shared-ui/src',
  'inbox/src',
  'mf-landing/src',
  'mf-landing/scripts',
  'mf-marketplace/src',
  'mf-freelancer/src',
  'mf-client/src',
  'mf-supplier/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    const isTestCode = /\.test\.tsx?$|^test-utils\.tsx?$/.test(entry) || dir.includes('/testing');
    return /\.tsx?$/.test(entry) && !isTestCode ? [full] : [];
  });
}

const leaves = (table: object): string[] =>
  Object.values(table).flatMap((value: unknown) =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? leaves(value)
        : [],
  );

const PLATFORM_PATHS = new Set(
  [...leaves(ROUTES), ...Object.values(SECTIONS).map((section) => section.pattern)].filter(
    (route) => route !== ROUTES.home,
  ),
);
const PREFIXES = [
  ...Object.values(SECTIONS).map((section) => section.prefix),
  ROUTES.portfolio.replace(/:.*$/, ''),
  ROUTES.supplierProfile.replace(/:.*$/, ''),
];

/** The source without its comments (line and block; `://` in URLs is left alone). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * Platform paths written as string literals (quotes, or the start of a template literal). An
 * RTK Query request's `url:` is an API endpoint under `/api` (GET /api/jobs is not the /jobs
 * page), so it is left alone.
 */
export function pathLiterals(source: string): string[] {
  const literals = [
    ...withoutComments(source).matchAll(/(?<!\burl:\s*)(['"`])(\/[^'"`\s$]*)/g),
  ].map((match) => match[2] ?? '');
  return literals.filter((literal) => {
    const bare = literal.replace(/[?#].*$/, '');
    return PLATFORM_PATHS.has(bare) || PREFIXES.some((prefix) => bare.startsWith(prefix));
  });
}

describe('platform paths come from the route table', () => {
  it('finds path literals, and leaves comments and API endpoints alone', () => {
    expect(
      pathLiterals(
        [
          "const a = '/freelancer/dashboard';",
          '<LinkButton to="/client/subscription">',
          'const b = `/marketplace/product/${id}`;',
          "navigate('/jobs?job=1');",
          "const c = '/portfolio/' + name;",
          "// '/supplier/dashboard' in a comment",
          "query: () => '/admin/users',",
          "url: '/checkout/sessions',",
          "query: (query) => ({ url: '/jobs', params: query }),",
          "path.split('/');",
          "const u = 'http://x.test/login';",
        ].join('\n'),
      ),
    ).toEqual([
      '/freelancer/dashboard',
      '/client/subscription',
      '/marketplace/product/',
      '/jobs?job=1',
      '/portfolio/',
    ]);
  });

  const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root))).filter(
    (file) => file !== TABLE,
  );

  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no source outside the table writes one', () => {
    const found = files.flatMap((file) =>
      pathLiterals(readFileSync(file, 'utf8')).map(
        (literal) => `${path.relative(ROOT, file)}: ${literal}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
