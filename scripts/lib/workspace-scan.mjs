// @ts-check
// The second review's checks (issue 25) for `npm run scan:security`, against a running
// auth-service: control characters in every string of the OpenAPI document's operations, a
// corrupt image upload, the contact search and invitation answers (e-mail harvesting), and a
// deleted account's still-valid token.
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';

const UUID = '00000000-0000-4000-8000-000000000000';
const ALL_ROLES = ['freelancer', 'client', 'supplier', 'admin'];

/**
 * @typedef {{ type?: string | string[], properties?: Record<string, Schema>, items?: Schema, anyOf?: Schema[], oneOf?: Schema[] }} Schema
 * @typedef {{ name: string, in: string, schema?: Schema }} Parameter
 * @typedef {{ parameters?: Parameter[], requestBody?: { content?: Record<string, { schema?: Schema }> } }} Operation
 * @typedef {(sub: string, claims?: { roles?: string[], name?: string, email?: string }) => Promise<string>} Sign
 */

/** @param {Schema | undefined} schema @returns {boolean} */
function admitsString(schema) {
  if (schema === undefined) return false;
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')))
    return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(admitsString);
}

/** A PNG with a valid signature and header chunk, and broken compressed data. */
function corruptPng() {
  /** @param {string} type @param {Buffer} data */
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(4096, 0x5a)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * @param {{ api: string, sign: Sign, say: (line: string) => void, tally: (statuses: number[]) => string }} context
 */
export async function scanWorkspaces({ api, sign, say, tally }) {
  /** @param {string[]} roles @param {string} [name] */
  const user = async (roles, name) => {
    const id = randomUUID();
    const token = await sign(id, { roles, ...(name && { name }) });
    const headers = { authorization: `Bearer ${token}` };
    await fetch(`${api}/me`, { headers });
    return { id, headers };
  };
  /** @param {{ headers: Record<string, string> }} who @param {string} method @param {string} url @param {unknown} [body] */
  const call = (who, method, url, body) =>
    fetch(`${api}${url}`, {
      method,
      headers: {
        ...who.headers,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  // Control characters in every string of every operation of the OpenAPI document.
  const document = /** @type {{ paths: Record<string, Record<string, Operation>> }} */ (
    await (await fetch(`${api}/openapi.json`)).json()
  );
  /** @type {number[]} */
  const statuses = [];
  let operations = 0;
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (route === '/api/realtime') continue; // a WebSocket
      operations += 1;
      const fill = (/** @type {string | undefined} */ poisoned) =>
        route
          .replace(/^\/api/, '')
          .replace(/\{(\w+)\}/g, (_m, name) => (name === poisoned ? '%00' : UUID));
      /** @type {{ url: string, body?: unknown }[]} */
      const cases = [];
      for (const parameter of operation.parameters ?? []) {
        if (!admitsString(parameter.schema)) continue;
        if (parameter.in === 'path') cases.push({ url: fill(parameter.name) });
        if (parameter.in === 'query')
          cases.push({ url: `${fill(undefined)}?${parameter.name}=a%00b` });
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const [name, property] of Object.entries(body?.properties ?? {})) {
        if (admitsString(property))
          cases.push({ url: fill(undefined), body: { [name]: 'a\u0000b' } });
      }
      for (const entry of cases) {
        const who = await user(ALL_ROLES);
        const response = await call(who, method.toUpperCase(), entry.url, entry.body);
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    }
  }
  say(
    `- a NUL in each of ${statuses.length} strings of ${operations} operations: ${tally(statuses)}`,
  );

  // A corrupt image.
  const uploader = await user(['freelancer']);
  const png = corruptPng();
  const b64 = (/** @type {string} */ text) => Buffer.from(text).toString('base64');
  const created = await fetch(`${api}/uploads`, {
    method: 'POST',
    headers: {
      ...uploader.headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(png.length),
      'upload-metadata': `purpose ${b64('image')},filename ${b64('broken.png')}`,
    },
  });
  const location = created.headers.get('location') ?? '';
  const patched = await fetch(`${api}${location.replace(/^\/api/, '')}`, {
    method: 'PATCH',
    headers: {
      ...uploader.headers,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: png,
  });
  const answer = await patched.text();
  const after = await fetch(`${api}${location.replace(/^\/api/, '')}`, {
    method: 'HEAD',
    headers: { ...uploader.headers, 'tus-resumable': '1.0.0' },
  });
  say(
    `- a PNG with a valid header and broken data: ${patched.status} ` +
      `${patched.headers.get('content-type') ?? ''} ${answer.trim()}; the upload afterwards: ${after.status}`,
  );

  // E-mail harvesting: the contact search and invitation answers.
  const marker = `Harvest${randomUUID().slice(0, 6)}`;
  await user(['admin'], `${marker} Admin`);
  const strangers = [];
  for (let index = 0; index < 5; index++)
    strangers.push(await user(['freelancer'], `${marker} ${index}`));
  const client = await user(['client'], 'Harvesting Client');
  const found = await call(client, 'GET', `/conversations/contacts?q=${marker}`);
  const foundText = await found.text();
  const byEmail = await call(client, 'GET', '/conversations/contacts?q=script.atelier.test');
  const byEmailText = await byEmail.text();
  say(
    `- contact search by 6 strangers' names (5 members without a public profile, 1 admin): ` +
      `${found.status}, ${(JSON.parse(foundText).contacts ?? []).length} found; by their e-mail domain: ` +
      `${(JSON.parse(byEmailText).contacts ?? []).length} found; e-mails in the answers: ` +
      `${(foundText + byEmailText).includes('@') ? 'yes' : 'none'}`,
  );
  const posted = await call(client, 'POST', '/jobs', {
    status: 'published',
    title: 'Invite-only role',
    company: 'Scan Brand',
    location: 'Remote',
    type: 'contract',
    remote: true,
    category: 'Design',
    experience: 'mid',
    description: 'A role for the scan.',
    requirements: ['A portfolio'],
    skills: ['Illustration'],
    benefits: ['Remote work'],
    salaryType: 'not-specified',
    salaryMin: null,
    salaryMax: null,
    salaryFixed: null,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    deadline: null,
    featured: false,
    urgent: false,
    visibility: 'invite-only',
  });
  const job = /** @type {{ id?: string, message?: string }} */ (await posted.json());
  if (posted.status !== 201)
    say(`- (the scan's job could not be posted: ${posted.status} ${job.message ?? ''})`);
  /** @type {string[]} */
  const invitationAnswers = [];
  for (const stranger of strangers.slice(0, 3)) {
    const invited = await call(client, 'POST', `/jobs/${job.id ?? UUID}/invitations`, {
      userId: stranger.id,
    });
    const text = await invited.text();
    invitationAnswers.push(`${invited.status} e-mail ${text.includes('@') ? 'shown' : 'none'}`);
  }
  say(`- POST /api/jobs/{id}/invitations for 3 members: ${invitationAnswers.join(', ')}`);

  // A deleted account's still-valid token (no Keycloak here: the deletion answers 502 after the
  // platform's part, which is where the token stops working).
  const leaving = await user(['freelancer'], 'Leaving Member');
  const deleted = await call(leaving, 'DELETE', '/account', { confirmation: 'DELETE' });
  /** @type {number[]} */
  const afterDeletion = [];
  for (const [method, url, body] of /** @type {const} */ ([
    ['GET', '/me', undefined],
    ['POST', '/realtime/tickets', undefined],
    ['GET', '/notifications', undefined],
    ['POST', '/conversations', { userId: client.id }],
    ['PATCH', '/me', { fullName: 'Back Again' }],
  ])) {
    const response = await call(leaving, method, url, body);
    afterDeletion.push(response.status);
    await response.arrayBuffer();
  }
  say(
    `- DELETE /api/account: ${deleted.status}; then its token on 5 routes: ${tally(afterDeletion)}`,
  );
}
