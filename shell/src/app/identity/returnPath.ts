/** Controls, whitespace and backslashes: the URL parser drops or rewrites them. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\\]/;

/**
 * A clean path of this platform, never another origin (no open redirects after sign-in).
 * Anything the URL parser would read differently from how it is written (`/\t/evil.example`
 * becomes `//evil.example`) is refused, so a redirect that is not plainly a same-origin path
 * counts as absent.
 */
export const isPlatformPath = (path: string): boolean => {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTERS.test(path)) return false;
  try {
    const base = 'https://atelier.invalid';
    const url = new URL(path, base);
    return url.origin === base && `${url.pathname}${url.search}${url.hash}` === path;
  } catch {
    return false;
  }
};
