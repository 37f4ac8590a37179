/**
 * Whether `pathname` matches one pattern of the shell's route tables, the way react-router's
 * `matchPath(pattern, pathname)` with `end: true` does for the forms those tables use: literal
 * segments (case-insensitive), `:name` for exactly one non-empty segment, and a final `*` for
 * whatever follows, nothing included. A trailing slash is ignored.
 *
 * The shell decides who owns a path before any shared library has loaded (to fetch that area's
 * code early, see preloadPublicArea in federatedAreaLoader.ts), so this runs without react-router.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const patternSegments = segments(pattern);
  const pathSegments = segments(pathname);
  const splat = patternSegments.at(-1) === '*';
  const fixed = splat ? patternSegments.slice(0, -1) : patternSegments;
  if (splat ? pathSegments.length < fixed.length : pathSegments.length !== fixed.length) {
    return false;
  }
  return fixed.every((segment, index) => {
    const actual = pathSegments[index] ?? '';
    return segment.startsWith(':') || segment.toLowerCase() === actual.toLowerCase();
  });
}

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
