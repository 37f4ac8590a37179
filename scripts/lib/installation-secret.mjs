// @ts-check
// Secrets of one installation of the local platform: made once, at random, and kept under
// `.data/` (git-ignored, never committed), so that links signed by one start stay valid at the
// next and nobody else's checkout can forge them (issue 36: the start script once signed the
// unsubscribe links with a secret written in it).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

const SECRETS_DIR = path.join(REPO_ROOT, '.data', 'secrets');

/**
 * The installation's secret called `name`, made on first use (48 random bytes, base64url).
 * @param {string} name
 * @returns {string}
 */
export function installationSecret(name) {
  const file = path.join(SECRETS_DIR, name);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(SECRETS_DIR, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // `wx`: two starts at once keep the first one's secret.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: existsSync(file) ? 'w' : 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}
