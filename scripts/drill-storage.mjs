// @ts-check
// `npm run drill:storage`: the S3 storage stopped under traffic and started again (issue 41, drill
// 3; docs/ops.md "The object storage restarting"). The built auth-service stores files in S3 on a
// throwaway versitygw (scripts/lib/versitygw.mjs); USERS signed-in users each upload file after
// file through tus as a tus client does (creation, then PATCH requests of CHUNK_BYTES; after a
// failed request it waits the answer's Retry-After, asks where to resume with HEAD and goes on
// from there), and meanwhile download the files they finished, one after another, through the
// API's download route and the signed link it redirects to, comparing the bytes. After a warm-up versitygw is stopped for
// DRILL_OUTAGE_SECONDS, then started on the same port and data. Meanwhile every API answer must
// be a 503 with Retry-After (never a 500, never a hang); afterwards uploads and downloads must
// work again by themselves (no API restart), every upload the API acknowledged (its last PATCH
// answered 204) must download whole, and nothing half-written may remain: every upload's record in
// the bucket (tus's `<id>.info`; the uploads module keeps no table) that the API reports complete
// must have its object (S3 HEAD). Prints the figures as JSON; exits 1 when any check fails.
// `--no-build` skips building auth-service (the test command builds it first).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startVersitygw } from './lib/versitygw.mjs';

const USERS = Number(process.env.DRILL_USERS ?? 10);
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 20);
const WARM_UP_MS = 5_000;
/** Traffic goes on this long after the restart, once uploads are acknowledged again. */
const AFTER_RECOVERY_MS = 5_000;
/** Uploads must be acknowledged again within this long after the storage is back. */
const RECOVERY_BUDGET_MS = 30_000;
/** Each file: two PATCH requests, the first below S3's smallest part (tus keeps it aside). */
const FILE_BYTES = 256 * 1024;
const CHUNK_BYTES = 128 * 1024;
const PAUSE_MS = 300;
/** A request unanswered after this long counts as a hang. */
const REQUEST_TIMEOUT_MS = 15_000;
const BUCKET = 'atelier-drill';
const TUS = { 'tus-resumable': '1.0.0' };

/**
 * @typedef {{ status: number, headers: Headers, body: Buffer }} Answer
 * @typedef {{ id: string, index: number, headers: Record<string, string> }} User
 * @typedef {{ id: string, owner: User, sha256: string }} Acknowledged
 */

/** Every API answer's status while the drill ran, and the failures it found. */
const figures = {
  answers: /** @type {Record<string, number>} */ ({}),
  serverErrors: 0,
  unavailableWithoutRetryAfter: 0,
  unavailableMessages: /** @type {Set<string>} */ (new Set()),
  hangs: 0,
  /** Requests to the API that got no answer at all (a refused connection: never expected). */
  noAnswer: 0,
};

/**
 * A request to the API, counted.
 * @param {string} url @param {{ method?: string, headers?: Record<string, string>, body?: Buffer }} [init]
 * @returns {Promise<Answer | null>}
 */
async function call(url, init = {}) {
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body === undefined ? undefined : new Uint8Array(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const status = response.status;
    figures.answers[status] = (figures.answers[status] ?? 0) + 1;
    if (status >= 500 && status !== 503) figures.serverErrors++;
    if (status === 503) {
      if (response.headers.get('retry-after') === null) figures.unavailableWithoutRetryAfter++;
      // A HEAD's answer has no body.
      if (body.length > 0) figures.unavailableMessages.add(messageOf(body));
    }
    return { status, headers: response.headers, body };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') figures.hangs++;
    else figures.noAnswer++;
    return null;
  }
}

/** The message of a JSON error body, or what the body is instead. @param {Buffer} body */
function messageOf(body) {
  try {
    return String(JSON.parse(body.toString('utf8')).message);
  } catch {
    return `(not JSON) ${body.toString('utf8').slice(0, 80)}`;
  }
}

/** The wait an answer asks for before trying again (seconds, at most 5). @param {Answer | null} answer */
const retryWait = (answer) => {
  const asked = Number(answer?.headers.get('retry-after') ?? 1);
  return Math.min(Number.isFinite(asked) ? asked : 1, 5) * 1000;
};

const sha256 = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('hex');

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('auth-service build failed');
  }
  const keySet = await startKeySet();
  const s3 = await startVersitygw();
  const service = await startAuthService({
    jwksUrl: keySet.jwksUrl,
    // The 503s are logged as warnings, one per request: the drill prints its own figures.
    env: {
      LOG_LEVEL: 'error',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
  const api = service.url;
  const inspector = new S3Client({
    endpoint: s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  try {
    /** @type {User[]} */
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, index) => {
        const id = randomUUID();
        const token = await keySet.sign(id, { roles: ['freelancer'], name: `Drill User ${index}` });
        return { id, index, headers: { authorization: `Bearer ${token}` } };
      }),
    );
    for (const user of users) {
      const me = await call(`${api}/api/me`, { headers: user.headers });
      if (me?.status !== 200) throw new Error(`GET /api/me: ${me?.status}`);
    }

    let attempted = 0;
    /** @type {Acknowledged[]} */
    const acknowledged = [];
    let stopped = false;
    let outage = false;
    /** @type {number | null} when the storage was started again */
    let resumedAt = null;
    /** @type {number | null} the first upload acknowledged after that */
    let servedAgainAt = null;
    const downloads = {
      attempted: 0,
      whole: 0,
      /** Bytes that differ from what was uploaded: never expected. */
      corrupt: 0,
      /** The API answered 503 (expected only while the storage is down). */
      unavailable: 0,
      /** The API's link did not answer while the storage was down (it points at the storage). */
      linkUnreachable: 0,
      /** The API answered neither the link nor 503 (a 404 for an acknowledged file, a 500). */
      wrongAnswers: 0,
      /** The link failed with the storage up. */
      linkFailedWhileUp: 0,
      /** Downloads after the storage was back. */
      wholeAfterRestart: 0,
    };

    /** One download through the API's route and its signed link. @param {Acknowledged} file */
    const download = async (file) => {
      downloads.attempted++;
      const duringOutage = outage;
      const answer = await call(`${api}/api/uploads/${file.id}/download`, {
        headers: file.owner.headers,
      });
      const location = answer?.headers.get('location');
      if (answer?.status === 503) {
        downloads.unavailable++;
        return;
      }
      if (answer?.status !== 302 || !location) {
        downloads.wrongAnswers++;
        return;
      }
      try {
        const link = await fetch(location, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        const bytes = Buffer.from(await link.arrayBuffer());
        if (link.status !== 200) {
          if (duringOutage || outage) downloads.linkUnreachable++;
          else downloads.linkFailedWhileUp++;
        } else if (sha256(bytes) !== file.sha256) {
          downloads.corrupt++;
        } else {
          downloads.whole++;
          if (resumedAt !== null && !outage) downloads.wholeAfterRestart++;
        }
      } catch {
        if (duringOutage || outage) downloads.linkUnreachable++;
        else downloads.linkFailedWhileUp++;
      }
    };

    /**
     * One file uploaded as a tus client does; answers its id once the API acknowledged the last
     * byte, or undefined when the drill ended first.
     * @param {User} user @param {Buffer} bytes
     */
    const upload = async (user, bytes) => {
      const metadata = `purpose ${Buffer.from('product-file').toString('base64')},filename ${Buffer.from(`drill-${user.index}.bin`).toString('base64')}`;
      /** @type {string | undefined} */
      let location;
      while (location === undefined) {
        if (stopped) return undefined;
        const created = await call(`${api}/api/uploads`, {
          method: 'POST',
          headers: {
            ...TUS,
            ...user.headers,
            'upload-length': String(bytes.length),
            'upload-metadata': metadata,
          },
        });
        const named = created?.headers.get('location');
        if (created?.status === 201 && named) location = `${api}${named}`;
        else await sleep(retryWait(created));
      }
      let offset = 0;
      let resume = false;
      for (;;) {
        if (stopped) return undefined;
        if (resume) {
          const head = await call(location, {
            method: 'HEAD',
            headers: { ...TUS, ...user.headers },
          });
          if (head?.status !== 200) {
            await sleep(retryWait(head));
            continue;
          }
          offset = Number(head.headers.get('upload-offset'));
          resume = false;
          // Everything arrived: the request that carried the last bytes was acknowledged late.
          if (offset === bytes.length) return location.split('/').pop();
        }
        const end = Math.min(bytes.length, offset + CHUNK_BYTES);
        const sent = await call(location, {
          method: 'PATCH',
          headers: {
            ...TUS,
            ...user.headers,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: bytes.subarray(offset, end),
        });
        if (sent?.status === 204) {
          offset = Number(sent.headers.get('upload-offset'));
          if (offset === bytes.length) return location.split('/').pop();
          continue;
        }
        await sleep(retryWait(sent));
        resume = true;
      }
    };

    /** One user's traffic: files uploaded one after another, and downloaded meanwhile. */
    const traffic = async (/** @type {User} */ user) => {
      await sleep(Math.random() * 1_000);
      /** @type {Acknowledged[]} */
      const mine = [];
      const uploading = (async () => {
        while (!stopped) {
          const bytes = randomBytes(FILE_BYTES);
          attempted++;
          const id = await upload(user, bytes);
          if (id !== undefined) {
            const file = { id, owner: user, sha256: sha256(bytes) };
            acknowledged.push(file);
            mine.push(file);
            if (resumedAt !== null && servedAgainAt === null) servedAgainAt = Date.now();
          }
          await sleep(PAUSE_MS);
        }
      })();
      let turn = 0;
      while (!stopped) {
        const file = mine[turn++ % Math.max(mine.length, 1)];
        if (file !== undefined) await download(file);
        await sleep(PAUSE_MS);
      }
      await uploading;
    };
    const running = Promise.all(users.map(traffic));

    await sleep(WARM_UP_MS);
    const ackedBefore = acknowledged.length;
    const pausedAt = Date.now();
    outage = true;
    await s3.pause();
    console.log(`S3 storage stopped after ${ackedBefore} acknowledged uploads`);
    await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - pausedAt)));
    const outageAnswers = { ...figures.answers };
    await s3.resume();
    resumedAt = Date.now();
    outage = false;
    console.log('S3 storage started again');
    while (servedAgainAt === null && Date.now() - resumedAt < RECOVERY_BUDGET_MS) await sleep(200);
    await sleep(AFTER_RECOVERY_MS);
    stopped = true;
    await running;

    // Every acknowledged file, downloaded whole once more now that the storage is back.
    let missing = 0;
    let foundAfterwards = 0;
    for (const file of acknowledged) {
      const before = downloads.whole;
      await download(file);
      if (downloads.whole > before) foundAfterwards++;
      else missing++;
    }

    // Nothing half-written: every record the API reports complete has its object.
    const ownerOf = new Map(users.map((user) => [user.id, user]));
    /** @type {string[]} */
    const records = [];
    /** @type {string | undefined} */
    let token;
    do {
      const page = await inspector.send(
        new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key?.endsWith('.info')) records.push(object.Key.slice(0, -'.info'.length));
      }
      token = page.NextContinuationToken;
    } while (token !== undefined);
    let complete = 0;
    let halfWritten = 0;
    let unreadable = 0;
    for (const id of records) {
      const info = await fetchRecord(inspector, id);
      const owner = ownerOf.get(info?.metadata?.owner ?? '');
      if (owner === undefined) {
        unreadable++;
        continue;
      }
      const head = await call(`${api}/api/uploads/${id}`, {
        method: 'HEAD',
        headers: { ...TUS, ...owner.headers },
      });
      if (head?.status !== 200) {
        unreadable++;
        continue;
      }
      if (head.headers.get('upload-offset') !== head.headers.get('upload-length')) continue;
      complete++;
      try {
        await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: id }));
      } catch {
        halfWritten++;
      }
    }

    const result = {
      users: USERS,
      outageSeconds: OUTAGE_SECONDS,
      uploadsAttempted: attempted,
      uploadsAcknowledged: acknowledged.length,
      foundAfterwards,
      missing,
      records: records.length,
      recordsComplete: complete,
      halfWritten,
      recordsUnreadable: unreadable,
      downloads,
      answers: figures.answers,
      answersUntilRestart: outageAnswers,
      unavailableMessages: [...figures.unavailableMessages],
      serverErrors: figures.serverErrors,
      unavailableWithoutRetryAfter: figures.unavailableWithoutRetryAfter,
      hangs: figures.hangs,
      noAnswer: figures.noAnswer,
      secondsToServeAgain:
        servedAgainAt === null || resumedAt === null
          ? null
          : Math.round((servedAgainAt - resumedAt) / 100) / 10,
    };
    console.log(JSON.stringify(result, null, 2));
    /** @type {string[]} */
    const failures = [];
    if (missing > 0) failures.push(`${missing} acknowledged uploads do not download whole`);
    if (halfWritten > 0) {
      failures.push(`${halfWritten} uploads reported complete have no object (half-written)`);
    }
    if (unreadable > 0) failures.push(`${unreadable} upload records the API cannot read`);
    if (downloads.corrupt > 0) failures.push(`${downloads.corrupt} downloads differed`);
    if (downloads.wrongAnswers > 0) {
      failures.push(`${downloads.wrongAnswers} downloads were answered neither a link nor 503`);
    }
    if (downloads.linkFailedWhileUp > 0) {
      failures.push(`${downloads.linkFailedWhileUp} download links failed with the storage up`);
    }
    if (figures.serverErrors > 0) {
      failures.push(`${figures.serverErrors} answers were 5xx other than 503`);
    }
    if (figures.unavailableWithoutRetryAfter > 0) {
      failures.push(`${figures.unavailableWithoutRetryAfter} 503s carried no Retry-After`);
    }
    if (figures.hangs > 0) failures.push(`${figures.hangs} requests got no answer in time`);
    if (figures.noAnswer > 0) failures.push(`${figures.noAnswer} requests got no answer at all`);
    if ((outageAnswers[503] ?? 0) === 0) failures.push('the outage was never answered 503');
    if (servedAgainAt === null) failures.push('uploads did not work again by themselves');
    if (downloads.wholeAfterRestart === 0) failures.push('downloads did not work again');
    if (failures.length > 0) {
      console.error(`Drill failed: ${failures.join('; ')}.`);
      process.exitCode = 1;
    } else {
      console.log(
        'Drill passed: every acknowledged upload downloads whole, nothing half-written remains, and uploads and downloads recovered by themselves.',
      );
    }
  } finally {
    inspector.destroy();
    await service.stop();
    await s3.stop();
    await keySet.close();
  }
}

/**
 * tus's record of the upload `id` (its JSON body: size, offset, metadata with the owner).
 * @param {S3Client} client @param {string} id
 * @returns {Promise<{ metadata?: { owner?: string } } | undefined>}
 */
async function fetchRecord(client, id) {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${id}.info` }));
    return JSON.parse((await answer.Body?.transformToString()) ?? '{}');
  } catch {
    return undefined;
  }
}

await main();
