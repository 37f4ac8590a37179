/** A path of this platform, never another origin (no open redirects after sign-in). */
export const isPlatformPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
