// @ts-check
// `node scripts/test-postgres.mjs [jest arguments]`: jest at the root with TEST_DATABASE_URL set to
// a throwaway PostgreSQL server (scripts/lib/postgres.mjs), so the PostgreSQL variants of the
// repository and API tests run as `npm test` runs them, e.g.
//   node scripts/test-postgres.mjs auth-service/test/modules/messaging
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

const postgres = await startTestPostgres();
const result = spawnSync('npx', ['jest', ...process.argv.slice(2)], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: postgres.url },
});
await postgres.stop();
process.exit(result.status ?? 1);
