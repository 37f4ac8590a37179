import { CONTRACT_VERSION } from '@atelier/shared-ui/contract';

/**
 * The contract version of remotes built before remotes exported one: their lifecycles and props
 * are those of contract 1, the version the contract had when versioning began.
 */
export const UNVERSIONED_REMOTE_CONTRACT = '1.0';

/** `major.minor` to its major, or null when the value is not a contract version. */
function majorOf(version: unknown): number | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d+)\.(\d+)$/.exec(version);
  return match === null ? null : Number(match[1]);
}

/**
 * Why the shell cannot mount a remote built against `remoteVersion` of the contract, or null
 * when it can (same major; `undefined`: a remote built before remotes exported a version).
 */
export function contractIncompatibility(
  label: string,
  remoteVersion: unknown,
  shellVersion: string = CONTRACT_VERSION,
): string | null {
  const version = remoteVersion === undefined ? UNVERSIONED_REMOTE_CONTRACT : remoteVersion;
  const remoteMajor = majorOf(version);
  const shellMajor = majorOf(shellVersion);
  if (remoteMajor !== null && remoteMajor === shellMajor) return null;
  const built =
    remoteMajor === null
      ? `an unknown version of the platform contract (${JSON.stringify(version)})`
      : `version ${String(remoteMajor)} of the platform contract`;
  return `This version of ${label} was built for ${built}; this page runs version ${String(shellMajor)}. The rest of Atelier still works.`;
}
