import type { App } from '../../src/app';
import { INTERNAL_ERROR_MESSAGE } from '../../src/platform/errors';
import { Type } from '@sinclair/typebox';
import { build } from '../helper';

describe('not-found handler', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/nope', 'Route GET /api/nope not found'],
    ['POST', '/api/health', 'Route POST /api/health not found'],
    ['GET', '/api/nope?token=abc', 'Route GET /api/nope not found'],
  ] as const)('%s %s answers 404 JSON', async (method, url, message) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Not Found', message });
  });
});

describe('error handler', () => {
  const SECRET = 'connection to db://admin:hunter2@10.0.0.5 refused';
  const logLines: string[] = [];
  let app: App;

  beforeAll(async () => {
    app = await build({
      onLog: (line) => logLines.push(line),
      setup: (instance) => {
        instance.get('/api/test/boom', () => {
          throw new Error(SECRET);
        });
        instance.get(
          '/api/test/validated',
          { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1 }) }) } },
          (request) => ({ page: request.query.page }),
        );
      },
    });
  });
  afterAll(() => app.close());

  it('answers a thrown error with 500 and a generic message, no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('logs the 500 with its request id and the real error', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/test/boom' });
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = entries.find((entry) => entry.msg === 'Request failed');
    expect(failure).toBeDefined();
    expect(failure?.level).toBe(50);
    expect(failure?.reqId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(JSON.stringify(failure?.err)).toContain('hunter2');
  });

  it('logs under the request id the gateway sent', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'gateway-7f3a' },
    });
    const failure = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'Request failed');
    expect(failure?.reqId).toBe('gateway-7f3a');
  });

  it('keeps the validation message for a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/validated?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'querystring/page must be >= 1',
    });
  });

  it('answers a valid request to the same route normally', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/validated?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ page: 2 });
  });
});
