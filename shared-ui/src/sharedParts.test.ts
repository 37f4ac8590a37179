import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// shared-ui is shared at run time as two singletons, its parts ./core and ./extended
// (build-config/src/shared-singletons.ts). A module that both parts reach through relative
// imports would be built into both and run twice on a page (twice the React contexts, twice the
// code), so every module must belong to exactly one part, and the extended part may take from
// the core only through '../core'.

const SOURCE = __dirname;
const PARTS = ['core', 'extended'] as const;

function sourceModules(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceModules(full);
    const isTestCode = /\.test\.tsx?$/.test(entry) || entry === 'testUtils.tsx';
    return /\.tsx?$/.test(entry) && !isTestCode ? [full] : [];
  });
}

/** The files `file` imports with relative specifiers (values and types alike). */
export function relativeImports(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']*)'/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.map((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
    const found = candidates.find((candidate) => existsSync(candidate));
    if (found === undefined) throw new Error(`${file}: cannot resolve '${specifier}'`);
    return found;
  });
}

const partFile = (part: string) => path.join(SOURCE, `${part}.ts`);

/** The modules a part is built from: what its barrel reaches, stopping at the other parts. */
function modulesOf(part: (typeof PARTS)[number]): Set<string> {
  const reached = new Set<string>();
  const otherParts = new Set(PARTS.filter((other) => other !== part).map(partFile));
  const visit = (file: string) => {
    if (reached.has(file) || otherParts.has(file)) return;
    reached.add(file);
    relativeImports(file, readFileSync(file, 'utf8')).forEach(visit);
  };
  visit(partFile(part));
  return reached;
}

describe("shared-ui's two shared parts", () => {
  const core = modulesOf('core');
  const extended = modulesOf('extended');
  const relative = (files: Iterable<string>) =>
    [...files].map((file) => path.relative(SOURCE, file)).sort();

  it('resolves relative imports, with and without extension', () => {
    const file = path.join(SOURCE, 'components/Example.tsx');
    expect(
      relative(
        relativeImports(file, "import { a } from './Button';\nimport type { B } from '../core';"),
      ),
    ).toEqual(['components/Button.tsx', 'core.ts']);
  });

  it('share no module', () => {
    expect(relative([...core].filter((file) => extended.has(file)))).toEqual([]);
  });

  it('the core never reaches into the extended part', () => {
    const reachesExtended = [...core].filter((file) =>
      relativeImports(file, readFileSync(file, 'utf8')).includes(partFile('extended')),
    );
    expect(relative(reachesExtended)).toEqual([]);
  });

  it('every module belongs to one of them', () => {
    const entryPoint = path.join(SOURCE, 'index.ts');
    const outside = sourceModules(SOURCE).filter(
      (file) => file !== entryPoint && !core.has(file) && !extended.has(file),
    );
    expect(relative(outside)).toEqual([]);
  });

  it('the package entry point only re-exports the two parts', () => {
    const entryPoint = path.join(SOURCE, 'index.ts');
    expect(
      relative(new Set(relativeImports(entryPoint, readFileSync(entryPoint, 'utf8')))),
    ).toEqual(['core.ts', 'extended.ts']);
  });
});
