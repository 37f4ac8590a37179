/** The demo client's requests: seeded once at start-up with the demo data, never twice. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import { DEMO_CLIENT } from '../../../src/demo/accounts';
import { DEMO_REQUESTS, seedDemoRequests } from '../../../src/demo/requests';
import { build } from '../../helper';

let storageDir: string;
let app: App;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-demo-requests-'));
  app = await build({ config: { storageDir, seedDemoData: true } });
});
afterAll(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

it('publishes the demo requests of the demo client, once', async () => {
  const seeded = await app.requests.listOwn(DEMO_CLIENT.id);
  expect(seeded.map((row) => row.title).sort()).toEqual(
    DEMO_REQUESTS.map((request) => request.title).sort(),
  );
  expect(seeded.every((row) => row.status === 'active' && row.company === 'Demo Client')).toBe(
    true,
  );
  expect(await seedDemoRequests(app)).toEqual([]);
  expect(await app.requests.listOwn(DEMO_CLIENT.id)).toHaveLength(DEMO_REQUESTS.length);
});
