// @ts-check
// A throwaway PostgreSQL server for the test command: Debian's packages (installed when missing),
// a fresh cluster under .cache/postgres-test/<port> on every start, bound to 127.0.0.1 on a free
// port (one folder per port, so two test runs at once do not share a cluster).
// The production path of auth-service (DATABASE_URL, node-postgres) is tested against it.
// Only Node's own modules are imported here.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureDebianPackages } from './system-deps.mjs';
import { CACHE_DIR } from './paths.mjs';

const CLUSTERS_DIR = path.join(CACHE_DIR, 'postgres-test');
const FIRST_PORT = 55432;
const DATABASE = 'atelier_test';
const SUPERUSER = 'postgres';

/** The newest /usr/lib/postgresql/<version>/bin holding the server binaries, if any. */
function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

/** @param {number} port @returns {Promise<boolean>} */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort() {
  for (let port = FIRST_PORT; port < FIRST_PORT + 100; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port from ${FIRST_PORT} to ${FIRST_PORT + 99} for test PostgreSQL`);
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user the
 * Debian package creates, and every server command runs through runuser.
 */
function serverUser() {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot) return undefined;
  const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * @param {string} binDir
 * @param {{ uid: number, gid: number } | undefined} user
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function runServerCommand(binDir, user, command, args, env = {}) {
  const binary = path.join(binDir, command);
  const [file, fileArgs] = user
    ? ['runuser', ['-u', SUPERUSER, '--', binary, ...args]]
    : [binary, args];
  execFileSync(file, fileArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    cwd: '/',
  });
}

/** @param {unknown} error */
function errorText(error) {
  const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString().trim() ?? '';
  if (stderr !== '') return stderr;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts a fresh PostgreSQL server with one empty database.
 * @returns {Promise<{ url: string, dataDir: string, pause: () => void, resume: () => void, stop: () => Promise<void> }>}
 */
export async function startTestPostgres() {
  if (findBinDir() === undefined) {
    ensureDebianPackages([{ command: 'initdb', packages: ['postgresql'] }]);
  }
  const binDir = findBinDir();
  if (binDir === undefined) throw new Error('PostgreSQL server binaries not found after install');
  const user = serverUser();
  const port = await freePort();
  const clusterDir = path.join(CLUSTERS_DIR, String(port));
  const dataDir = path.join(clusterDir, 'data');

  // A cluster left by an interrupted run on this port (its server is gone: the port is free).
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    try {
      runServerCommand(binDir, user, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate']);
    } catch {
      // not running after all
    }
  }
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true });
  if (user) {
    chownSync(CLUSTERS_DIR, user.uid, user.gid);
    chownSync(clusterDir, user.uid, user.gid);
  }

  // Durability is pointless for a throwaway cluster; speed is not.
  const startServer = () =>
    runServerCommand(binDir, user, 'pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(clusterDir, 'server.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${clusterDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ]);

  const password = randomBytes(18).toString('base64url');
  const passwordFile = path.join(clusterDir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);

  try {
    runServerCommand(binDir, user, 'initdb', [
      '-D',
      dataDir,
      '-U',
      SUPERUSER,
      `--pwfile=${passwordFile}`,
      '--auth-local=peer',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    startServer();
    runServerCommand(
      binDir,
      user,
      'createdb',
      ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, DATABASE],
      {
        PGPASSWORD: password,
      },
    );
  } catch (error) {
    throw new Error(
      `Test PostgreSQL did not start (log: ${path.join(clusterDir, 'server.log')}): ${errorText(error)}`,
    );
  }

  let stopped = false;
  return {
    url: `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    /** The cluster's data directory (its `postmaster.pid` names the server's process). */
    dataDir,
    /**
     * Stops the server as an operator's restart does (`pg_ctl stop -m fast`: sessions are cut,
     * 57P01), keeping the cluster for `resume` (the drills, scripts/drill-postgres.mjs).
     */
    pause() {
      runServerCommand(binDir, user, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    },
    /** Starts the paused server again on the same port and data. */
    resume() {
      startServer();
    },
    /** Stops the server and deletes the cluster (synchronous work; a promise for callers). */
    stop() {
      if (!stopped) {
        stopped = true;
        try {
          runServerCommand(binDir, user, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
        } catch {
          // already stopped (a drill's pause)
        }
        rmSync(clusterDir, { recursive: true, force: true });
      }
      return Promise.resolve();
    },
  };
}
