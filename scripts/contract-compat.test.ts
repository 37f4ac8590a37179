/**
 * The shell-to-remote contract against the previous release's (release.json), member by member
 * in both directions (scripts/lib/contract-compat.ts); e2e/release-compat.spec.ts mounts the
 * builds themselves. The table shows each kind of break failing with the remote and the member.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { namesImportedFrom } from '@atelier/build-config';
import { contractBreaks } from './lib/contract-compat';
import {
  type SharedPackageRelease,
  valueExports,
  versionProblems,
} from './lib/shared-package-version';

const ROOT = path.resolve(__dirname, '..');
const CONTRACT_FILE = 'shared-ui/src/contract/contract.ts';
const TODAY = readFileSync(path.join(ROOT, CONTRACT_FILE), 'utf8');
const REGISTRY_FILE = 'nginx/registry.json';
const REMOTES = Object.keys(
  JSON.parse(readFileSync(path.join(ROOT, REGISTRY_FILE), 'utf8')) as object,
);
const WORK_DIR = path.join(ROOT, '.cache/contract-compat');
/** A remote's folder from its registry name: mf_client, mf-client. */
const folderOf = (remote: string) => remote.replace('_', '-');
const options = (name: string, todayRemotes = ['mf_client']) => ({
  remotes: { previous: ['mf_client'], today: todayRemotes },
  workDir: path.join(WORK_DIR, name),
});

const PREVIOUS = JSON.parse(
  execFileSync('node', ['scripts/lib/previous-release.mjs', '--which'], {
    cwd: ROOT,
    encoding: 'utf8',
  }),
) as { name: string; commit: string };
const atPrevious = (file: string) =>
  execFileSync('git', ['show', `${PREVIOUS.commit}:${file}`], { cwd: ROOT, encoding: 'utf8' });
/** The previous release's remotes, from its own registry: a remote added since is not there. */
const PREVIOUS_REMOTES = Object.keys(JSON.parse(atPrevious(REGISTRY_FILE)) as object);
const PREVIOUS_CONTRACT = atPrevious(CONTRACT_FILE);

/** Today's contract with one text replaced (which must be there). */
function edited(from: string, to: string): string {
  if (!TODAY.includes(from)) throw new Error(`The contract no longer contains: ${from}`);
  return TODAY.replace(from, to);
}

describe('the shell-to-remote contract across releases', () => {
  it("today's contract and the previous release's fit each other both ways", () => {
    expect(
      contractBreaks(PREVIOUS_CONTRACT, TODAY, {
        remotes: { previous: PREVIOUS_REMOTES, today: REMOTES },
        workDir: path.join(WORK_DIR, 'previous-release'),
      }),
    ).toEqual([]);
  });

  const NAVIGATE = '  navigate: (path: string, options?: NavigateOptions) => void;\n';

  it("checks a remote new in this release (mf_plm) against the previous release's contract, as one deployed into its shell", () => {
    // mf_plm (issue 38) has no build in the previous release: never one of its remotes in
    // today's shell, and the previous shell has no area for it. What can hold or break is today's
    // mf_plm given the previous shell's props: a member it would require is named against it.
    expect(PREVIOUS_REMOTES).not.toContain('mf_plm');
    expect(REMOTES).toContain('mf_plm');
    const required = contractBreaks(
      PREVIOUS_CONTRACT,
      edited(NAVIGATE, `${NAVIGATE}  locale: string;\n`),
      {
        remotes: { previous: PREVIOUS_REMOTES, today: REMOTES },
        workDir: path.join(WORK_DIR, 'previous-release-new-remote'),
      },
    ).filter((line) => line.includes('PlatformProps.locale'));
    expect(required).toEqual([
      `${REMOTES.join(', ')} (today's remotes in the previous release's shell): PlatformProps.locale is required by today's remotes and missing from the previous release's shell`,
    ]);
  });

  const OLD_IN_NEW = "mf_client (the previous release's remotes in today's shell)";
  const NEW_IN_OLD = "mf_client (today's remotes in the previous release's shell)";
  /** A change to PlatformProps changes the lifecycles' parameter too: they are named as well. */
  const lifecycles = (pairing: string, reader: string, giver: string) =>
    ['bootstrap', 'mount', 'unmount'].map(
      (lifecycle) =>
        `${pairing}: AreaLifecycles.${lifecycle} has a type ${reader} cannot take from ${giver}`,
    );
  const cases: [change: string, previous: string, today: string, breaks: string[]][] = [
    ['no change', TODAY, TODAY, []],
    [
      'a member the shell passes, renamed',
      TODAY,
      edited(NAVIGATE, '  goTo: (path: string, options?: NavigateOptions) => void;\n'),
      [
        `${OLD_IN_NEW}: PlatformProps.navigate is required by the previous release's remotes and missing from today's shell`,
        `${NEW_IN_OLD}: PlatformProps.goTo is required by today's remotes and missing from the previous release's shell`,
        ...lifecycles(OLD_IN_NEW, "today's shell", "the previous release's remotes"),
        ...lifecycles(NEW_IN_OLD, "the previous release's shell", "today's remotes"),
      ],
    ],
    [
      'a new required member',
      TODAY,
      edited(NAVIGATE, `${NAVIGATE}  locale: string;\n`),
      [
        `${NEW_IN_OLD}: PlatformProps.locale is required by today's remotes and missing from the previous release's shell`,
        ...lifecycles(NEW_IN_OLD, "the previous release's shell", "today's remotes"),
      ],
    ],
    ['a new optional member', TODAY, edited(NAVIGATE, `${NAVIGATE}  locale?: string;\n`), []],
    [
      'a member retyped',
      TODAY,
      edited(NAVIGATE, '  navigate: (path: URL) => void;\n'),
      [
        `${OLD_IN_NEW}: PlatformProps.navigate has a type the previous release's remotes cannot take from today's shell`,
        `${NEW_IN_OLD}: PlatformProps.navigate has a type today's remotes cannot take from the previous release's shell`,
        ...lifecycles(OLD_IN_NEW, "today's shell", "the previous release's remotes"),
        ...lifecycles(NEW_IN_OLD, "the previous release's shell", "today's remotes"),
      ],
    ],
    [
      'a type a member returns, narrowed (a session state removed)',
      TODAY,
      edited("  | { status: 'signedOut' }\n", ''),
      [
        `${NEW_IN_OLD}: PlatformProps.getSession has a type today's remotes cannot take from the previous release's shell`,
        ...lifecycles(NEW_IN_OLD, "the previous release's shell", "today's remotes"),
      ],
    ],
    [
      'a lifecycle removed from the remotes',
      TODAY,
      edited('  bootstrap: (props: PlatformProps) => Promise<void>;\n', ''),
      [
        `${NEW_IN_OLD}: AreaLifecycles.bootstrap is required by the previous release's shell and missing from today's remotes`,
      ],
    ],
    [
      'the exposed module renamed',
      TODAY,
      edited("AREA_EXPOSED_MODULE = './lifecycles'", "AREA_EXPOSED_MODULE = './area'"),
      [
        'mf_client: AREA_EXPOSED_MODULE was "./lifecycles" in the previous release and is "./area" today: neither shell finds the other release\'s remotes',
      ],
    ],
  ];
  it.each(cases)('%s', (change, previous, today, breaks) => {
    expect(contractBreaks(previous, today, options(change.replace(/\W+/g, '-')))).toEqual(breaks);
  });

  // A remote new in this release (mf_plm beside mf_client): named only where it is deployed.
  const NEW_REMOTE_IN_OLD = "mf_client, mf_plm (today's remotes in the previous release's shell)";
  const newRemoteCases: [change: string, today: string, breaks: string[]][] = [
    ['no change', TODAY, []],
    [
      'a member the shell passes, renamed',
      edited(NAVIGATE, '  goTo: (path: string, options?: NavigateOptions) => void;\n'),
      [
        `${OLD_IN_NEW}: PlatformProps.navigate is required by the previous release's remotes and missing from today's shell`,
        `${NEW_REMOTE_IN_OLD}: PlatformProps.goTo is required by today's remotes and missing from the previous release's shell`,
        ...lifecycles(OLD_IN_NEW, "today's shell", "the previous release's remotes"),
        ...lifecycles(NEW_REMOTE_IN_OLD, "the previous release's shell", "today's remotes"),
      ],
    ],
    [
      'a new required member',
      edited(NAVIGATE, `${NAVIGATE}  locale: string;\n`),
      [
        `${NEW_REMOTE_IN_OLD}: PlatformProps.locale is required by today's remotes and missing from the previous release's shell`,
        ...lifecycles(NEW_REMOTE_IN_OLD, "the previous release's shell", "today's remotes"),
      ],
    ],
    [
      'the exposed module renamed',
      edited("AREA_EXPOSED_MODULE = './lifecycles'", "AREA_EXPOSED_MODULE = './area'"),
      [
        'mf_client, mf_plm: AREA_EXPOSED_MODULE was "./lifecycles" in the previous release and is "./area" today: neither shell finds the other release\'s remotes',
      ],
    ],
  ];
  it.each(newRemoteCases)('a remote new in this release: %s', (change, today, breaks) => {
    expect(
      contractBreaks(
        TODAY,
        today,
        options(`new-remote-${change.replace(/\W+/g, '-')}`, ['mf_client', 'mf_plm']),
      ),
    ).toEqual(breaks);
  });
});

describe("shared-ui's and the inbox's version across releases", () => {
  const previousCommit = PREVIOUS.commit;
  const VERSION_FILES = ['shared-ui/package.json', 'inbox/package.json'];
  const PACKAGES = [
    { dir: 'shared-ui', entry: 'shared-ui/src/index.ts' },
    { dir: 'inbox', entry: 'inbox/src/index.ts' },
  ];
  const releaseOf = (
    read: (file: string) => string,
    { dir, entry }: (typeof PACKAGES)[number],
  ): SharedPackageRelease => {
    const manifest = JSON.parse(read(`${dir}/package.json`)) as { name: string; version: string };
    return { name: manifest.name, version: manifest.version, source: read(entry) };
  };
  const atToday = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

  /** The source files of each remote at the previous release (not built: read from git). */
  const previousSources = (): Record<string, string[]> => {
    const files = execFileSync(
      'git',
      ['ls-tree', '-r', '--name-only', previousCommit, '--', ...PREVIOUS_REMOTES.map(folderOf)],
      { cwd: ROOT, encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => /\/src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const contents = execFileSync('git', ['cat-file', '--batch'], {
      cwd: ROOT,
      input: files.map((file) => `${previousCommit}:${file}`).join('\n'),
      maxBuffer: 1 << 28,
    });
    // --batch answers "<sha> blob <size>\n<content>\n" per file, in order.
    const sources: Record<string, string[]> = {};
    let offset = 0;
    for (const file of files) {
      const headerEnd = contents.indexOf(10, offset);
      const size = Number(contents.subarray(offset, headerEnd).toString().split(' ')[2]);
      const remote = PREVIOUS_REMOTES.find((name) => file.startsWith(`${folderOf(name)}/`)) ?? '';
      (sources[remote] ??= []).push(
        contents.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'),
      );
      offset = headerEnd + 1 + size + 1;
    }
    return sources;
  };
  const PREVIOUS_SOURCES = previousSources();
  const usedFrom = (packageName: string) =>
    Object.fromEntries(
      Object.entries(PREVIOUS_SOURCES).map(([remote, sources]) => [
        remote,
        sources.flatMap((source) => namesImportedFrom(source, packageName)),
      ]),
    );

  it("reads what the previous release's remotes import", () => {
    expect(usedFrom('@atelier/shared-ui').mf_landing).toEqual(expect.arrayContaining(['Button']));
  });

  it.each(PACKAGES)("$dir's version says what its exports gained or lost", (pkg) => {
    const previous = releaseOf(atPrevious, pkg);
    expect(
      versionProblems(previous, releaseOf(atToday, pkg), VERSION_FILES, usedFrom(previous.name)),
    ).toEqual([]);
  });

  it('the two packages carry one version', () => {
    expect(new Set(PACKAGES.map((pkg) => releaseOf(atToday, pkg).version)).size).toBe(1);
  });

  const SOURCE = "export { Button, theme } from './core';\nexport type * from './core';\n";
  const release = (version: string, source: string): SharedPackageRelease => ({
    name: '@atelier/shared-ui',
    version,
    source,
  });
  const FILES = ['shared-ui/package.json', 'inbox/package.json'];
  const versionCases: [change: string, today: SharedPackageRelease, problems: string[]][] = [
    ['nothing', release('1.0.0', SOURCE), []],
    [
      'an export added, the version kept',
      release('1.0.0', `${SOURCE}export { RadioGroup, type RadioProps } from './extended';\n`),
      [
        "@atelier/shared-ui exports RadioGroup, which the previous release's did not, and its version is still 1.0.0: bump the minor to 1.1.0 in shared-ui/package.json and inbox/package.json (one version for both), or today's remotes take the previous shell's copy, which lacks them, instead of their own",
      ],
    ],
    [
      'an export added, the minor bumped',
      release('1.1.0', `${SOURCE}export const formatCount = () => '';\n`),
      [],
    ],
    ['a type added, the version kept', release('1.0.0', `${SOURCE}export type { Theme };\n`), []],
    [
      'an export removed, the minor bumped',
      release('1.1.0', "export { theme } from './core';\n"),
      [
        "@atelier/shared-ui no longer exports Button (used by mf_client, mf_landing), and its version is 1.1.0 (previous release: 1.0.0): the previous release's remotes have no copy of their own and would run without it in today's shell. Bump the major to 2.0.0 in shared-ui/package.json and inbox/package.json (one version for both), and ship the shell and every remote together",
      ],
    ],
    [
      'an export removed, the major bumped',
      release('2.0.0', "export { theme } from './core';\n"),
      [],
    ],
    [
      'the version lowered',
      release('0.9.0', SOURCE),
      [
        "@atelier/shared-ui is at 0.9.0, below the previous release's 1.0.0: a version never goes back",
      ],
    ],
  ];
  it.each(versionCases)('%s', (_change, today, problems) => {
    expect(
      versionProblems(release('1.0.0', SOURCE), today, FILES, {
        mf_client: ['Button', 'Card'],
        mf_landing: ['Button'],
      }),
    ).toEqual(problems);
  });

  it('refuses an export it cannot name', () => {
    expect(() => valueExports("export * from './core';\n")).toThrow('name each export one by one');
  });
});
