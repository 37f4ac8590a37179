// @ts-check
// Go programs the test command runs (stripe-mock, versitygw), installed with `go install` into
// .cache/go-bin when missing. Only Node's own modules are imported here.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from './paths.mjs';

const GO_BIN = path.join(CACHE_DIR, 'go-bin');

/**
 * Installs `module` (`path@version`) unless its binary `name` is already there; answers the
 * binary's path.
 * @param {string} module @param {string} name @param {string} [note] said while installing
 */
export function goInstall(module, name, note = '') {
  const binary = path.join(GO_BIN, name);
  if (existsSync(binary)) return binary;
  mkdirSync(GO_BIN, { recursive: true });
  console.log(`Installing ${name} (go install ${module}) into ${GO_BIN}${note}`);
  execFileSync('go', ['install', module], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, GOBIN: GO_BIN },
  });
  if (!existsSync(binary)) throw new Error(`go install did not produce ${binary}`);
  return binary;
}
