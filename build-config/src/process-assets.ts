import type { Compilation, Compiler } from 'webpack';

/**
 * Runs `emit` for each compilation at `stage` of webpack's `processAssets` (where the platform's
 * plugins add files to a build: the public files, a remote's manifest).
 */
export function tapProcessAssets(
  compiler: Compiler,
  name: string,
  stage: number,
  emit: (compilation: Compilation) => void,
): void {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage }, () => emit(compilation));
  });
}
