/**
 * The shell-to-remote contract against the previous release's (release.json), member by member
 * in both directions (scripts/lib/contract-compat.ts); e2e/release-compat.spec.ts mounts the
 * builds themselves. The table shows each kind of break failing with the remote and the member.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractBreaks } from './lib/contract-compat';

const ROOT = path.resolve(__dirname, '..');
const CONTRACT_FILE = 'shared-ui/src/contract/contract.ts';
const TODAY = readFileSync(path.join(ROOT, CONTRACT_FILE), 'utf8');
const REMOTES = Object.keys(
  JSON.parse(readFileSync(path.join(ROOT, 'nginx/registry.json'), 'utf8')) as object,
);
const WORK_DIR = path.join(ROOT, '.cache/contract-compat');
const options = (name: string) => ({ remotes: ['mf_client'], workDir: path.join(WORK_DIR, name) });

/** Today's contract with one text replaced (which must be there). */
function edited(from: string, to: string): string {
  if (!TODAY.includes(from)) throw new Error(`The contract no longer contains: ${from}`);
  return TODAY.replace(from, to);
}

describe('the shell-to-remote contract across releases', () => {
  it("today's contract and the previous release's fit each other both ways", () => {
    const previous = JSON.parse(
      execFileSync('node', ['scripts/lib/previous-release.mjs', '--which'], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    ) as { name: string; commit: string };
    const previousContract = execFileSync('git', ['show', `${previous.commit}:${CONTRACT_FILE}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(
      contractBreaks(previousContract, TODAY, {
        remotes: REMOTES,
        workDir: path.join(WORK_DIR, 'previous-release'),
      }),
    ).toEqual([]);
  });

  const NAVIGATE = '  navigate: (path: string, options?: NavigateOptions) => void;\n';
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
});
