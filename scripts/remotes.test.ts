/**
 * The remotes have one list, nginx/registry.json (read by scripts/lib/remotes.cjs): the apps the
 * tooling builds, lints and tests are made from it. This test checks every other place that names
 * the remotes and cannot be made from it, so adding a remote is its registry line plus what a
 * failure here names, and a place left behind fails here rather than on a deployed platform.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { AREAS } from '../shell/src/app/areas';
import { REMOTES, remotesOf } from './lib/remotes.cjs';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const NAMES = REMOTES.map((remote) => remote.name);
const APPS = REMOTES.map((remote) => remote.app);

/** Each `location ^~ /remotes/<segment>/ { ... }` of an nginx file (its `}` at the line's start), with its block. */
function remoteLocations(conf: string): { segment: string; body: string }[] {
  return [...conf.matchAll(/^location \^~ \/remotes\/([a-z]+)\/ \{\n([\s\S]*?)^\}/gm)].map(
    (match) => ({
      segment: match[1] ?? '',
      body: match[2] ?? '',
    }),
  );
}

describe('the remotes of nginx/registry.json', () => {
  it('are read from the registry, in its order', () => {
    expect(NAMES).toEqual(Object.keys(JSON.parse(read('nginx/registry.json')) as object));
    expect(NAMES.length).toBeGreaterThan(0);
  });

  it.each([
    [{ mf_shop: '/remotes/store/mf-manifest.json' }],
    [{ 'mf-shop': '/remotes/shop/mf-manifest.json' }],
    [{ mf_shop: '/remotes/shop/remoteEntry.js' }],
    [{ mf_shop: 3 }],
  ])('refuses a line off the naming pattern: %j', (registry) => {
    expect(() => remotesOf(registry)).toThrow('is not "mf_<name>"');
  });

  it.each(REMOTES)('$app is a workspace whose federation name is $name', ({ name, app }) => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    expect(workspaces).toContain(app);
    expect((JSON.parse(read(`${app}/package.json`)) as { name: string }).name).toBe(
      `@atelier/${app}`,
    );
    expect(read(`${app}/federation.config.ts`)).toMatch(new RegExp(`\\bname: '${name}',`));
  });

  it("are the shell's areas (shell/src/app/areas.ts)", () => {
    expect(AREAS.map((area) => area.name)).toEqual(NAMES);
  });

  it.each([
    [
      'nginx/remotes.local.conf.template',
      (app: string) => `alias \${ATELIER_REPO_ROOT}/${app}/dist/;`,
    ],
    ['nginx/remotes.compose.conf', (app: string) => `set $atelier_remote ${app}:8080;`],
  ])('are served under /remotes/<name>/ by %s', (file, target) => {
    const locations = remoteLocations(read(file));
    expect(locations.map((location) => location.segment)).toEqual(
      REMOTES.map((remote) => remote.segment),
    );
    for (const [index, remote] of REMOTES.entries()) {
      expect(locations[index]?.body).toContain(target(remote.app));
    }
  });

  it('are the static images of docker-compose.yml', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { build?: { args?: { REMOTE?: string } } }>;
    };
    const images = Object.entries(compose.services).filter(
      ([, service]) => service.build?.args?.REMOTE !== undefined,
    );
    expect(images.map(([service, def]) => [service, def.build?.args?.REMOTE])).toEqual(
      REMOTES.map((remote) => [remote.app, remote.segment]),
    );
  });

  it('each have their browser specs in e2e/areas.json, and no other remote does', () => {
    const areas = Object.keys(JSON.parse(read('e2e/areas.json')) as object);
    expect(areas.filter((area) => area.startsWith('mf-')).sort()).toEqual([...APPS].sort());
  });

  it("are the monolithic comparison build's areas (scripts/bench/monolith-area-loader.ts)", () => {
    const loader = read('scripts/bench/monolith-area-loader.ts');
    const areas = [...loader.matchAll(/^ {2}(mf_[a-z]+): /gm)].map((match) => match[1]);
    expect(areas).toEqual(NAMES);
    for (const { app } of REMOTES.slice(1)) {
      expect(loader).toContain(`import('../../${app}/src/app/lifecycles')`);
    }
  });

  it('are each entered by the release compatibility spec (e2e/release-compat.spec.ts)', () => {
    const spec = read('e2e/release-compat.spec.ts');
    const areas = spec.slice(spec.indexOf('const AREAS = ['), spec.indexOf('const BESIDE'));
    const entered = [...areas.matchAll(/\{ remote: '(mf_[a-z]+)'/g)].map((match) => match[1]);
    expect([...entered].sort()).toEqual([...NAMES].sort());
  });

  it('each have a folder of their own', () => {
    expect(APPS.filter((app) => !existsSync(path.join(ROOT, app, 'src')))).toEqual([]);
  });
});
