// @ts-check
// `npm start`: the whole platform in one command on a fresh machine of this kind. Installs what
// is missing (npm packages, nginx), builds what changed, starts auth-service and the gateway,
// and says `Platform ready at http://localhost:8080` only once the gateway answers.
// Ctrl-C stops everything it started. Only Node's own modules are imported here, so it runs
// before `npm ci`.
import { ensureNodeModules } from './lib/node-modules.mjs';
import { GATEWAY_PORT } from './lib/paths.mjs';
import { NGINX, ensureDebianPackages } from './lib/system-deps.mjs';

async function main() {
  ensureNodeModules();
  ensureDebianPackages([NGINX]);
  const { buildAll } = await import('./build.mjs');
  await buildAll();
  const { startPlatform } = await import('./lib/platform.mjs');
  const platform = await startPlatform({ port: GATEWAY_PORT });
  console.log(`Platform ready at http://localhost:${GATEWAY_PORT}`);
  // Every e-mail the platform sends (sign-up verification, password resets, notifications).
  console.log(`Mail at ${platform.mailUrl}`);

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the platform...');
    void platform.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
