/**
 * Builds the app the way server.ts does, for `inject` tests (fastify/demo's test/helper.ts).
 * Callers close it after their tests.
 */
import { buildApp, type App } from '../src/app';
import { DEFAULT_CONFIG, type Config } from '../src/config';

export interface BuildOptions {
  config?: Partial<Config>;
  /** Receives every log line (JSON) at `error` and above; logging is off without it. */
  onLog?: (line: string) => void;
  /** Registers extra routes (e.g. one that throws) before the app is ready. */
  setup?: (app: App) => void;
}

export async function build(options: BuildOptions = {}): Promise<App> {
  const config: Config = { ...DEFAULT_CONFIG, ...options.config };
  const { onLog } = options;
  const app = buildApp(config, {
    logger: onLog ? { level: 'error', stream: { write: onLog } } : false,
  });
  options.setup?.(app);
  await app.ready();
  return app;
}
