import type { App } from '../../src/app';
import { openPglite } from '../../src/platform/database/pglite';
import { MEMORY_DATA_DIR } from '../../src/config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/platform/routes/health';
import { build } from '../helper';

describe('health routes', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('GET /api/health answers 200 { status: "ok" }', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready answers 200 { status: "ready" }', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('serves health only under the /api prefix', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(404);
  });
});

describe('readiness without a database', () => {
  it('answers 503 with a clear message when the database stops answering', async () => {
    const database = await openPglite(MEMORY_DATA_DIR);
    const app = await build({ database });
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
      // Liveness is about the process, not its dependencies.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
