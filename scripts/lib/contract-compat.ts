/**
 * The shell-to-remote contract of two releases, member by member (scripts/contract-compat.test.ts):
 * what a shell hands a remote (`PlatformProps`) and what a remote hands a shell (`AreaLifecycles`,
 * under `AREA_EXPOSED_MODULE`), in both directions: today's shell with the previous release's
 * remotes, and the previous release's shell with today's remotes. Each break names the remotes
 * and the member. Types are compared by the TypeScript checker (a member's type, with what it
 * refers to: `getSession`'s `SessionSnapshot`, `UserProfile`...).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What crosses the boundary, and which side gives it. */
const CONTRACT = [
  { name: 'PlatformProps', givenBy: 'shell' },
  { name: 'AreaLifecycles', givenBy: 'remote' },
] as const;

type Side = 'previous' | 'today';

interface Member {
  optional: boolean;
}

/** The members of the named interfaces, and the string constants, of a contract file. */
function readContract(source: string): {
  interfaces: Map<string, Map<string, Member>>;
  constants: Map<string, string>;
} {
  const file = ts.createSourceFile('contract.ts', source, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, Map<string, Member>>();
  const constants = new Map<string, string>();
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      const members = new Map<string, Member>();
      for (const member of statement.members) {
        if (member.name !== undefined && ts.isIdentifier(member.name)) {
          members.set(member.name.text, { optional: member.questionToken !== undefined });
        }
      }
      interfaces.set(statement.name.text, members);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.initializer !== undefined &&
          ts.isStringLiteral(declaration.initializer)
        ) {
          constants.set(declaration.name.text, declaration.initializer.text);
        }
      }
    }
  }
  return { interfaces, constants };
}

interface Check {
  /** The break reported when the assignment does not type-check. */
  message: string;
  /** `to = from`: the side that receives the member, and the side that gives it. */
  to: Side;
  from: Side;
  contractInterface: string;
  member: string;
}

const SHELLS = { previous: "the previous release's shell", today: "today's shell" } as const;
const REMOTES = { previous: "the previous release's remotes", today: "today's remotes" } as const;
const sideOf = (role: 'shell' | 'remote', side: Side) =>
  (role === 'shell' ? SHELLS : REMOTES)[side];

/**
 * The contract file as compared: imports from other packages become opaque types (`unknown`),
 * so the check compiles the two contracts alone, in a moment; those packages' own compatibility
 * (the API's types) is not the shell-to-remote contract's.
 */
function standalone(source: string): string {
  return source.replace(/^import type \{([^}]*)\} from '[^']+';$/gm, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => `type ${name} = unknown;`)
      .join(' '),
  );
}

/**
 * Every way the previous release's contract (`previous`) and today's (`today`) break each other,
 * as messages naming the remotes and the member; empty when both directions hold. `remotes`: the
 * registry's remotes of each release. A remote new in this release (mf_plm, issue 38) has no
 * build of the previous release: it is checked only as one of today's remotes deployed into the
 * previous release's shell (and a remote gone since, only the other way). `workDir` is where the
 * two files are written to be type-checked (inside the repository, so that their imports resolve).
 */
export function contractBreaks(
  previous: string,
  today: string,
  { remotes, workDir }: { remotes: Record<Side, readonly string[]>; workDir: string },
): string[] {
  const contracts = { previous: readContract(previous), today: readContract(today) };
  const breaks: string[] = [];
  const checks: Check[] = [];

  for (const { name, givenBy } of CONTRACT) {
    // The two pairings: [the side whose shell runs, the side whose remotes run].
    for (const [shell, remote] of [
      ['today', 'previous'],
      ['previous', 'today'],
    ] as const) {
      // No remote of that release: nothing is deployed in this pairing.
      if (remotes[remote].length === 0) continue;
      const giver = givenBy === 'shell' ? shell : remote;
      const receiver = givenBy === 'shell' ? remote : shell;
      const readBy = givenBy === 'shell' ? 'remote' : 'shell';
      const pairing = `${remotes[remote].join(', ')} (${REMOTES[remote]} in ${SHELLS[shell]})`;
      const given = contracts[giver].interfaces.get(name);
      const read = contracts[receiver].interfaces.get(name);
      if (given === undefined || read === undefined) {
        breaks.push(
          `${pairing}: ${name} is missing from the contract of ${sideOf(given === undefined ? givenBy : readBy, given === undefined ? giver : receiver)}`,
        );
        continue;
      }
      for (const [member, { optional }] of read) {
        const what = `${name}.${member}`;
        if (!given.has(member)) {
          if (!optional) {
            breaks.push(
              `${pairing}: ${what} is required by ${sideOf(readBy, receiver)} and missing from ${sideOf(givenBy, giver)}`,
            );
          }
          continue;
        }
        checks.push({
          message: `${pairing}: ${what} has a type ${sideOf(readBy, receiver)} cannot take from ${sideOf(givenBy, giver)}`,
          to: receiver,
          from: giver,
          contractInterface: name,
          member,
        });
      }
    }
  }

  // Every remote of either release: a shell looks for the other release's remotes under it.
  const remoteNames = [...new Set([...remotes.previous, ...remotes.today])].join(', ');
  for (const constant of ['AREA_EXPOSED_MODULE']) {
    const before = contracts.previous.constants.get(constant);
    const now = contracts.today.constants.get(constant);
    if (before !== now) {
      breaks.push(
        `${remoteNames}: ${constant} was ${JSON.stringify(before)} in the previous release and is ${JSON.stringify(now)} today: neither shell finds the other release's remotes`,
      );
    }
  }

  return [...breaks, ...typeBreaks(checks, { previous, today }, workDir)];
}

/** The checks whose assignment the TypeScript checker refuses, as their messages. */
function typeBreaks(checks: Check[], sources: Record<Side, string>, workDir: string): string[] {
  if (checks.length === 0) return [];
  mkdirSync(workDir, { recursive: true });
  for (const side of ['previous', 'today'] as const) {
    writeFileSync(path.join(workDir, `${side}.ts`), standalone(sources[side]));
  }
  const lines = [
    "import type * as previous from './previous';",
    "import type * as today from './today';",
    'declare function given<T>(): T;',
  ];
  const lineOf = new Map<number, Check>();
  checks.forEach((check, index) => {
    lineOf.set(lines.length, check);
    const member = JSON.stringify(check.member);
    lines.push(
      `export const check${String(index)}: ${check.to}.${check.contractInterface}[${member}] = given<${check.from}.${check.contractInterface}[${member}]>();`,
    );
  });
  const checkFile = path.join(workDir, 'check.ts');
  writeFileSync(checkFile, `${lines.join('\n')}\n`);
  const program = ts.createProgram([checkFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const refused = new Set<Check>();
  const other: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const check =
      diagnostic.file?.fileName === checkFile && diagnostic.start !== undefined
        ? lineOf.get(diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line)
        : undefined;
    if (check === undefined) {
      other.push(
        `the contracts do not compile: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    } else refused.add(check);
  }
  return [...checks.filter((check) => refused.has(check)).map((check) => check.message), ...other];
}
