import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from './lib/remotes.cjs';

const REPO_ROOT = path.resolve(__dirname, '..');
const E2E = path.join(REPO_ROOT, 'e2e');
const AREA_SPECS = JSON.parse(readFileSync(path.join(E2E, 'areas.json'), 'utf8')) as Record<
  string,
  string[]
>;
/** The remotes' folders, from nginx/registry.json. */
const REMOTE_APPS = REMOTES.map((remote) => remote.app);

describe('each team runs its own browser specs (e2e/areas.json)', () => {
  it('puts every spec in at least one area', () => {
    const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));
    const assigned = new Set(Object.values(AREA_SPECS).flat());
    expect(specs.filter((spec) => !assigned.has(spec))).toEqual([]);
  });

  it('names only specs that exist', () => {
    const missing = Object.entries(AREA_SPECS).flatMap(([area, specs]) =>
      specs.filter((spec) => !existsSync(path.join(E2E, spec))).map((spec) => `${area}: ${spec}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(REMOTE_APPS)('gives %s specs of its own and an `npm test` that runs them', (remote) => {
    expect(AREA_SPECS[remote]?.length).toBeGreaterThan(0);
    const manifest = JSON.parse(
      readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(manifest.scripts.test).toBe(`node ../scripts/test-area.mjs ${remote}`);
  });
});
