import type { NdaDocument } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { STANDARD_NDA } from '../../../src/modules/agreements/nda';
import { build } from '../../helper';

let app: App;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('GET /api/agreements/nda', () => {
  it('answers the standard NDA with its version, to anyone, cacheable', async () => {
    const response = await app.inject({ url: '/api/agreements/nda' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const nda = response.json<NdaDocument>();
    expect(nda).toEqual(STANDARD_NDA);
    expect(nda.version).toMatch(/^\d{4}-\d{2}$/);
    expect(nda.clauses.length).toBeGreaterThan(3);
  });
});
