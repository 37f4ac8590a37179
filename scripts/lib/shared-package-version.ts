/**
 * The platform's own shared packages (shared-ui and the inbox) against the previous release's
 * (scripts/contract-compat.test.ts): their version must say what changed in what they export.
 * A deployed remote asks the page for `^` the version it was built against and runs its own copy
 * when the page's is older (build-config/src/shared-singletons.ts, sharedUiWithFallback), so an
 * export added without a new minor would let today's remotes take the previous shell's copy, which
 * lacks it; an export removed or renamed without a new major would let the previous release's
 * remotes, which have no copy of their own, run on today's without it.
 */
import ts from 'typescript';

/** The value names a module's source exports (type-only exports left out). */
export function valueExports(source: string): string[] {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.ES2022, true);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause === undefined || !ts.isNamedExports(clause)) {
        throw new Error(
          `"${statement.getText(file)}": name each export one by one, so that the release check can compare them`,
        );
      }
      for (const element of clause.elements) {
        if (!element.isTypeOnly) names.push(element.name.text);
      }
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) !== true) {
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name !== undefined
    ) {
      names.push(statement.name.text);
    }
  }
  return [...new Set(names)].sort();
}

/** One package as a release has it: its name, version and entry point's source. */
export interface SharedPackageRelease {
  name: string;
  version: string;
  source: string;
}

const parse = (version: string): [number, number, number] => {
  const [major = NaN, minor = NaN, patch = NaN] = version.split('.').map(Number);
  return [major, minor, patch];
};

/**
 * What is wrong with today's version of a package, given the previous release's: each problem
 * names the package, the exports concerned and what to bump. `files` are the package.json files
 * that carry the version (one version for the set). `usedByPreviousRemotes`: what each remote of
 * the previous release imports from the package; an export removed matters when one of them
 * uses it (they run on today's copy, having none of their own).
 */
export function versionProblems(
  previous: SharedPackageRelease,
  today: SharedPackageRelease,
  files: readonly string[],
  usedByPreviousRemotes: Readonly<Record<string, readonly string[]>>,
): string[] {
  const before = new Set(valueExports(previous.source));
  const after = new Set(valueExports(today.source));
  const added = [...after].filter((name) => !before.has(name));
  const removed = [...before]
    .filter((name) => !after.has(name))
    .map((name) => ({
      name,
      users: Object.keys(usedByPreviousRemotes)
        .filter((remote) => usedByPreviousRemotes[remote]?.includes(name) === true)
        .sort(),
    }))
    .filter(({ users }) => users.length > 0)
    .map(({ name, users }) => `${name} (used by ${users.join(', ')})`);
  const [majorBefore, minorBefore] = parse(previous.version);
  const [majorAfter, minorAfter] = parse(today.version);
  const where = `in ${files.join(' and ')} (one version for both)`;
  if (removed.length > 0 && !(majorAfter > majorBefore)) {
    return [
      `${today.name} no longer exports ${removed.join(', ')}, and its version is ${today.version} (previous release: ${previous.version}): the previous release's remotes have no copy of their own and would run without it in today's shell. Bump the major to ${String(majorBefore + 1)}.0.0 ${where}, and ship the shell and every remote together`,
    ];
  }
  if (added.length > 0 && majorAfter === majorBefore && !(minorAfter > minorBefore)) {
    return [
      `${today.name} exports ${added.join(', ')}, which the previous release's did not, and its version is still ${today.version}: bump the minor to ${String(majorBefore)}.${String(minorBefore + 1)}.0 ${where}, or today's remotes take the previous shell's copy, which lacks them, instead of their own`,
    ];
  }
  if (majorAfter < majorBefore || (majorAfter === majorBefore && minorAfter < minorBefore)) {
    return [
      `${today.name} is at ${today.version}, below the previous release's ${previous.version}: a version never goes back`,
    ];
  }
  return [];
}
