// @ts-check
// `npm run bench:upload`: auth-service's memory while a 100 MB file streams through a tus upload
// into the file-system storage. It builds auth-service, starts `dist/server.js` on loopback
// (PGlite in memory, STORAGE_DIR a temporary directory, a key set served by this script), warms
// it up with a small upload, takes the idle resident set size as the baseline, then sends one
// 100 MB product file (the spec's limit) in PATCH requests of BENCH_CHUNK_MB (default 100: the
// whole file in one request, the hardest case) while sampling the server's RSS from /proc every
// 20 ms. The file is generated as it is sent, never held whole here either, and its SHA-256 is
// checked against what the storage kept.
// Budget (docs/architecture.md, "Performance budgets"): the API's memory stays flat while a 100 MB
// file goes through.
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { REPO_ROOT } from './lib/paths.mjs';

const MB = 1024 * 1024;
const FILE_BYTES = 100 * MB;
const CHUNK_BYTES = Number(process.env.BENCH_CHUNK_MB ?? 100) * MB;
const SAMPLE_MS = 20;

/** Resident set size of a process, in bytes (Linux). @param {number} pid */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : NaN;
}

/**
 * Bytes `offset` to `offset + length` of the generated file: a pattern no compressor or dedupe
 * would shortcut.
 * @param {number} offset @param {number} length
 */
function block(offset, length) {
  const bytes = Buffer.allocUnsafe(length);
  for (let index = 0; index < length; index++) {
    const at = offset + index;
    bytes[index] = ((at * 2654435761) >>> 24) ^ (at & 0xff);
  }
  return bytes;
}

/**
 * One tus request; the body, when given, is written from `offset` to `end` in 1 MB pieces.
 * @param {string} url @param {string} method @param {Record<string, string>} headers
 * @param {{ offset: number, end: number, hash: import('node:crypto').Hash }} [body]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders }>}
 */
function tus(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { 'tus-resumable': '1.0.0', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (body === undefined) {
      req.end();
      return;
    }
    let at = body.offset;
    const writeMore = () => {
      while (at < body.end) {
        const piece = block(at, Math.min(MB, body.end - at));
        body.hash.update(piece);
        at += piece.length;
        if (!req.write(piece)) {
          req.once('drain', writeMore);
          return;
        }
      }
      req.end();
    };
    writeMore();
  });
}

/** @param {string} base @param {string} token @param {number} size @param {string} purpose */
async function createUpload(base, token, size, purpose) {
  const metadata = `purpose ${Buffer.from(purpose).toString('base64')},filename ${Buffer.from('bench.bin').toString('base64')}`;
  const created = await tus(`${base}/api/uploads`, 'POST', {
    authorization: `Bearer ${token}`,
    'upload-length': String(size),
    'upload-metadata': metadata,
  });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
  return `${base}${created.headers.location}`;
}

/** @param {string} url @param {string} token @param {number} size @param {import('node:crypto').Hash} hash */
async function sendAll(url, token, size, hash) {
  for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
    const end = Math.min(size, offset + CHUNK_BYTES);
    const answer = await tus(
      url,
      'PATCH',
      {
        authorization: `Bearer ${token}`,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(end - offset),
      },
      { offset, end, hash },
    );
    if (answer.status !== 204) throw new Error(`PATCH at ${offset} answered ${answer.status}`);
  }
}

const mb = (/** @type {number} */ bytes) => (bytes / MB).toFixed(1);

const built = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const storageDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-upload-'));
const keys = await startKeySet();
const service = await startAuthService({
  jwksUrl: keys.jwksUrl,
  env: { STORAGE_DIR: storageDir, LOG_LEVEL: 'warn' },
});
const pid = service.child.pid ?? 0;
try {
  const token = await keys.sign(randomUUID());
  // Warm-up: loads tus, the store and the routes' code, so the baseline is the working process.
  const warm = await createUpload(service.url, token, 4 * MB, 'product-file');
  await sendAll(warm, token, 4 * MB, createHash('sha256'));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  /** @type {number[]} */
  const idle = [];
  for (let index = 0; index < 25; index++) {
    idle.push(rssOf(pid));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  const baseline = Math.max(...idle);

  const url = await createUpload(service.url, token, FILE_BYTES, 'product-file');
  const hash = createHash('sha256');
  let peak = baseline;
  let samples = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
    samples++;
  }, SAMPLE_MS);
  const started = performance.now();
  await sendAll(url, token, FILE_BYTES, hash);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));

  const id = url.split('/').pop() ?? '';
  const stored = path.join(storageDir, 'uploads', id);
  const storedHash = createHash('sha256');
  for await (const chunk of createReadStream(stored)) storedHash.update(chunk);
  const same = storedHash.digest('hex') === hash.digest('hex');

  console.log(
    `\nbench:upload (node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'})`,
  );
  console.log(
    `file: ${mb(FILE_BYTES)} MB in PATCH requests of ${mb(CHUNK_BYTES)} MB; stored ${mb(statSync(stored).size)} MB, SHA-256 ${same ? 'matches' : 'DIFFERS'}`,
  );
  console.log(`time: ${seconds.toFixed(1)} s (${(FILE_BYTES / MB / seconds).toFixed(0)} MB/s)`);
  console.log(
    `RSS baseline ${mb(baseline)} MB, peak ${mb(peak)} MB (${samples} samples while sending): peak minus baseline ${mb(peak - baseline)} MB`,
  );
  if (!same) process.exitCode = 1;
} finally {
  await service.stop();
  await keys.close();
  rmSync(storageDir, { recursive: true, force: true });
}
