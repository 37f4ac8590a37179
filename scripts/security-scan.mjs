// @ts-check
// `npm run scan:security`: the API figures of docs/security.md, re-measured. It builds
// auth-service, starts it alone on loopback (PGlite in memory, the offline payments sandbox with
// a webhook secret this script knows, a script-only key set standing in for Keycloak's, as
// `npm run bench:api` does), then tries what the security review tried:
//   - a 600 KB body of nested `[` without a token to the checkout route (which once parsed it
//     before asking who sends it): its answer, and /api/health's p99 and the
//     process's memory while 3 anonymous clients send such bodies for 10 s;
//   - 2,000 checkout sessions, portal sessions and cancellations by one user;
//   - an event signed with the secret the repository once held, a future-dated signature, and
//     13 signed but malformed events;
//   - huge numeric query parameters, loose bodies (extra properties, a boolean for a string);
//   - the third review's (issue 36): numbers that are not finite and year-0 dates in queries,
//     CR/LF in a one-line field, bodies of the size the schemas allow;
//   - the second review's (issue 25, scripts/lib/workspace-scan.mjs): a NUL in every string of
//     every operation, a corrupt image, the contact search and invitation answers, a deleted
//     account's token;
//   - schemathesis against the OpenAPI document, without and with a token (a bounded number of
//     examples per operation; installed from PyPI into .cache/ on first use).
// The gateway's findings (Keycloak's master realm and admin console, X-Forwarded-For, headers,
// source maps) are checked by the browser tests against the real nginx config (e2e/).
// Options (environment): SCAN_EXAMPLES (examples per operation, 30); SCAN_SCHEMATHESIS=0 skips
// schemathesis.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { scanWorkspaces } from './lib/workspace-scan.mjs';
import { CACHE_DIR, REPO_ROOT } from './lib/paths.mjs';

/**
 * @typedef {{ requests: { total: number }, latency: { p99: number }, non2xx: number }} LoadResult
 * @typedef {(options: { url: string, connections: number, duration: number }) => Promise<LoadResult>} Autocannon
 */
const autocannon = /** @type {Autocannon} */ (createRequire(import.meta.url)('autocannon'));

const EXAMPLES = Number(process.env.SCAN_EXAMPLES ?? 30);
const SCHEMATHESIS_VERSION = '4.32.5';
// Built from parts, so that the repository holds no copy of it (auth-service's config test).
const OLD_SANDBOX_SECRET = ['whsec', 'atelier', 'sandbox'].join('_');
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

/** @type {string[]} */
const report = [];
/** @param {string} line */
const say = (line) => {
  report.push(line);
  console.log(line);
};

console.log('Building auth-service...');
if (
  spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  }).status !== 0
) {
  process.exit(1);
}

const keySet = await startKeySet();
const service = await startAuthService({
  jwksUrl: keySet.jwksUrl,
  env: { LOG_LEVEL: 'error', PAYMENTS_PROVIDER: 'sandbox', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
});
const api = `${service.url}/api`;

/** @param {string[]} roles */
async function userToken(roles) {
  const token = await keySet.sign(randomUUID(), { roles });
  const headers = { authorization: `Bearer ${token}` };
  await fetch(`${api}/me`, { headers });
  return { token, headers };
}

/** Resident memory of the service, in MB (Linux). */
function rssMb() {
  const status = readFileSync(`/proc/${service.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** @param {number[]} statuses */
function tally(statuses) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');
}

/** @param {string} payload @param {string} secret @param {number} [at] unix seconds */
function signature(payload, secret, at = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

/** @param {string} payload @param {string} stripeSignature */
async function deliver(payload, stripeSignature) {
  const response = await fetch(`${api}/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature },
    body: payload,
  });
  return response.status;
}

try {
  say(
    `auth-service ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, ` +
      `PGlite in memory, payments sandbox, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  const freelancer = await userToken(['freelancer']);
  const admin = await userToken(['admin']);

  // 1. Bodies before sign-in.
  const nested = '['.repeat(600 * 1024);
  const started = performance.now();
  const anonymous = await fetch(`${api}/checkout/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: nested,
  });
  say(
    `- 600 KB of nested '[' to POST /api/checkout/sessions without a token: ${anonymous.status} in ` +
      `${(performance.now() - started).toFixed(0)} ms`,
  );
  const quiet = await autocannon({ url: `${api}/health`, connections: 10, duration: 10 });
  const memoryBefore = rssMb();
  let memoryPeak = memoryBefore;
  let attacking = true;
  /** @type {number[]} */
  const attackStatuses = [];
  const attacker = async () => {
    while (attacking) {
      const response = await fetch(`${api}/checkout/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nested,
      }).catch(() => undefined);
      attackStatuses.push(response?.status ?? 0);
      await response?.arrayBuffer().catch(() => undefined);
      memoryPeak = Math.max(memoryPeak, rssMb());
    }
  };
  const attackers = [attacker(), attacker(), attacker()];
  const loaded = await autocannon({ url: `${api}/health`, connections: 10, duration: 10 });
  attacking = false;
  await Promise.all(attackers);
  say(
    `- /api/health p99 over 10 s, 10 connections: ${quiet.latency.p99} ms alone, ` +
      `${loaded.latency.p99} ms while 3 anonymous clients sent such bodies ` +
      `(${attackStatuses.length} bodies: ${tally(attackStatuses)}); ` +
      `memory ${memoryBefore} MB before, ${memoryPeak} MB at most during`,
  );

  // 2. Writes per user.
  for (const [name, url, body] of /** @type {const} */ ([
    [
      'POST /api/checkout/sessions',
      `${api}/checkout/sessions`,
      {
        price_id: 'price_freelancer_pro_sandbox',
        success_url: 'http://localhost:8080/checkout/success',
        cancel_url: 'http://localhost:8080/checkout/cancel',
        mode: 'subscription',
      },
    ],
    ['POST /api/billing/portal', `${api}/billing/portal`, { return_url: 'http://localhost:8080/' }],
    ['POST /api/subscription/cancel', `${api}/subscription/cancel`, undefined],
  ])) {
    const user = await userToken(['freelancer']);
    const begun = performance.now();
    /** @type {number[]} */
    const statuses = [];
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(url, {
            method: 'POST',
            headers: {
              ...user.headers,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    say(
      `- 2,000 x ${name} by one user in ${((performance.now() - begun) / 1000).toFixed(1)} s: ` +
        tally(statuses),
    );
  }

  // 3. Webhooks.
  const forged = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.created',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'sub_forged',
        object: 'subscription',
        customer: 'cus_forged',
        status: 'active',
        metadata: { userId: randomUUID() },
      },
    },
  });
  say(
    `- An event signed with the secret the repository once held: ` +
      `${await deliver(forged, signature(forged, OLD_SANDBOX_SECRET))}`,
  );
  say(
    `- A correctly signed event dated 1 hour ahead: ` +
      `${await deliver(forged, signature(forged, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 3600))}`,
  );
  const now = Math.floor(Date.now() / 1000);
  const session = (/** @type {Record<string, unknown>} */ fields) => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: now,
    data: {
      object: {
        id: `cs_${randomUUID()}`,
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: randomUUID(),
        amount_total: 1000,
        currency: 'usd',
        payment_status: 'paid',
        ...fields,
      },
    },
  });
  const malformed = [
    session({ client_reference_id: 'not-a-uuid', metadata: { userId: 'not-a-uuid' } }),
    session({ amount_total: 12.5 }),
    session({ amount_total: 123456789 * 1e9 }),
    session({ amount_total: -100 }),
    session({ currency: 'dollars' }),
    { ...session({}), created: 1e20 },
    { ...session({}), created: 'yesterday' },
    {
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: now,
    },
    { object: 'event', type: 'checkout.session.completed', created: now, data: { object: {} } },
    { ...session({}), data: { object: 'text' } },
    { ...session({}), type: 42 },
    [],
    null,
  ];
  /** @type {number[]} */
  const malformedStatuses = [];
  for (const event of malformed) {
    const payload = JSON.stringify(event);
    malformedStatuses.push(await deliver(payload, signature(payload, WEBHOOK_SECRET)));
  }
  say(`- 13 signed but malformed events: ${tally(malformedStatuses)}`);

  // 4. Loose input.
  for (const offset of ['99999999999999999999', '1e308']) {
    const response = await fetch(`${api}/admin/users?offset=${offset}`, { headers: admin.headers });
    say(`- GET /api/admin/users?offset=${offset}: ${response.status}`);
  }
  for (const [label, body] of /** @type {const} */ ([
    ['{"fullName": false}', { fullName: false }],
    ['{"fullName": "Ada", "extra": 1}', { fullName: 'Ada', extra: 1 }],
  ])) {
    const response = await fetch(`${api}/me`, {
      method: 'PATCH',
      headers: { ...freelancer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    say(`- PATCH /api/me ${label}: ${response.status}`);
  }

  // 4b. The third review's inputs (issue 36): numbers that are not finite on the lists, signed
  // out and signed in; a year-0 date; CR/LF in a one-line field; bodies the schemas allow.
  for (const [url, headers] of /** @type {const} */ ([
    ['/catalogue/products?page=1e400', {}],
    ['/jobs?page=Infinity', {}],
    ['/directory?page=-Infinity', {}],
    ['/orders/selling?page=1e400', freelancer.headers],
    ['/payments/transactions?page=Infinity', freelancer.headers],
    ['/admin/users?offset=Infinity', admin.headers],
    ['/payments/transactions?from=0000-01-01', freelancer.headers],
    ['/payments/transactions.csv?from=0000-01-01', freelancer.headers],
  ])) {
    const response = await fetch(`${api}${url}`, { headers });
    say(`- GET /api${url}: ${response.status} (400 expected)`);
  }
  for (const title of ['Two\nlines', 'Two\rlines']) {
    const response = await fetch(`${api}/catalogue/products`, {
      method: 'POST',
      headers: { ...freelancer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        description: 'x',
        category: 'Other',
        price: 100,
        productType: 'ready-made',
        tags: [],
        status: 'draft',
        images: [],
        files: [],
      }),
    });
    say(
      `- POST /api/catalogue/products, title ${JSON.stringify(title)}: ${response.status} (400 expected)`,
    );
  }
  for (const [label, url, method, body] of /** @type {const} */ ([
    [
      'a 3,000-character delivery message (of 5,000)',
      `/orders/${randomUUID()}/deliveries`,
      'POST',
      { message: 'x'.repeat(3000), files: [] },
    ],
    [
      'a 680-character CJK review (of 1,000)',
      `/catalogue/products/${randomUUID()}/reviews/mine`,
      'PUT',
      { rating: 5, comment: '\u7e2b'.repeat(680) },
    ],
  ])) {
    const response = await fetch(`${api}${url}`, {
      method,
      headers: { ...freelancer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    say(
      `- ${method} /api${url.replace(/[0-9a-f-]{36}/, ':id')}, ${label}: ${response.status} (404 expected, not 413)`,
    );
  }

  // 5. The second review's checks (issue 25).
  await scanWorkspaces({ api, sign: keySet.sign, say, tally });

  // 6. schemathesis.
  const venv = path.join(CACHE_DIR, 'schemathesis-venv');
  const st = path.join(venv, 'bin/st');
  const schemathesis = process.env.SCAN_SCHEMATHESIS !== '0';
  if (!schemathesis) say('- schemathesis: skipped (SCAN_SCHEMATHESIS=0)');
  if (schemathesis && !existsSync(st)) {
    console.log(`Installing schemathesis ${SCHEMATHESIS_VERSION} (pip) into ${venv}...`);
    execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
    execFileSync(
      path.join(venv, 'bin/pip'),
      ['install', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`],
      { stdio: 'inherit' },
    );
  }
  /** @type {[string, string[]][]} */
  const runs = [
    ['without a token', []],
    ['with a freelancer token', ['-H', `Authorization: Bearer ${freelancer.token}`]],
    ['with an admin token', ['-H', `Authorization: Bearer ${admin.token}`]],
  ];
  for (const [label, headers] of schemathesis ? runs : []) {
    const run = spawnSync(
      st,
      [
        'run',
        `${api}/openapi.json`,
        '--checks',
        'not_a_server_error',
        '--max-examples',
        String(EXAMPLES),
        '--seed',
        '1',
        '--no-color',
        ...headers,
      ],
      // schemathesis keeps its cache in the working directory: in .cache/, not the repository.
      { cwd: venv, encoding: 'utf8' },
    );
    const output = `${run.stdout}${run.stderr}`;
    const lines = output.split('\n').map((line) => line.trim());
    const cases = lines[lines.findIndex((line) => line === 'Test cases:') + 1] ?? '?';
    const failures = lines.filter((line) => line.startsWith('❌ ST')).join('; ') || 'no failures';
    say(
      `- schemathesis ${label} (at most ${EXAMPLES} examples per operation, exit ${run.status}): ` +
        `${cases}; ${failures}`,
    );
    if (run.status !== 0) console.log(output);
  }
} finally {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await service.stop();
  await keySet.close();
}
console.log('\n--- for docs/security.md ---');
console.log(report.join('\n'));
