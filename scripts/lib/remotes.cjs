// @ts-check
// The platform's remotes, read from their one list: nginx/registry.json, the registry the gateway
// serves and the shell loads (federation name -> manifest URL). The tooling's lists (the apps to
// build, lint boundaries, jest projects, the compose and e2e checks) are made from it here; the
// places that cannot be made from it (the shell's area table, nginx's remote locations, compose's
// services, each remote's federation name...) are checked against it by scripts/remotes.test.ts.
// Adding a remote: its line in nginx/registry.json, then what that test names.
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');

const REGISTRY_FILE = path.join(__dirname, '../../nginx/registry.json');

/**
 * @typedef {{ name: string, app: string, segment: string, manifest: string }} Remote
 *   `name`: the federation (and single-spa) name, `mf_landing`; `app`: its folder, workspace and
 *   compose service, `mf-landing`; `segment`: its URL folder (`/remotes/landing/`) and the
 *   compose build's REMOTE argument, `landing`; `manifest`: its manifest URL in the registry.
 */

/**
 * The remotes of a registry, in its order. A name or URL off the pattern every other place
 * relies on (`mf_<segment>` served at `/remotes/<segment>/mf-manifest.json`) is refused.
 * @param {Record<string, unknown>} registry
 * @returns {Remote[]}
 */
function remotesOf(registry) {
  return Object.entries(registry).map(([name, manifest]) => {
    const byName = /^mf_([a-z]+)$/.exec(name);
    const byUrl =
      typeof manifest === 'string'
        ? /^\/remotes\/([a-z]+)\/mf-manifest\.json$/.exec(manifest)
        : null;
    const segment = byName?.[1];
    if (segment === undefined || segment !== byUrl?.[1]) {
      throw new Error(
        `${path.relative(process.cwd(), REGISTRY_FILE)}: "${name}": ${JSON.stringify(manifest)} is not "mf_<name>": "/remotes/<name>/mf-manifest.json"`,
      );
    }
    return { name, app: `mf-${segment}`, segment, manifest: /** @type {string} */ (manifest) };
  });
}

/** @type {Remote[]} */
const REMOTES = remotesOf(
  /** @type {Record<string, unknown>} */ (JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'))),
);

module.exports = { REGISTRY_FILE, REMOTES, remotesOf };
