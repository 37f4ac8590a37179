/**
 * Entry point: validate configuration, build the app, listen, and close gracefully on SIGINT or
 * SIGTERM (in-flight requests finish, new ones get 503, then the process exits).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

/** Longest a graceful close may take before the process gives up and exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

function readConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`auth-service cannot start. ${error.message}\n`);
    return undefined;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config === undefined) {
    process.exitCode = 1;
    return;
  }

  const app = buildApp(config);

  const close = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'Closing auth-service');
    setTimeout(() => {
      app.log.error('Graceful close timed out; exiting');
      process.exit(1);
    }, CLOSE_TIMEOUT_MS).unref();
    app.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while closing');
        process.exitCode = 1;
      },
    );
  };
  // `once`: a second Ctrl-C falls back to Node's default and stops the process at once.
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'auth-service could not start listening');
    process.exitCode = 1;
    await app.close();
  }
}

void main();
