import type { App } from '../../src/app';
import { build } from '../helper';

interface Operation {
  security?: unknown[];
  requestBody?: unknown;
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
interface OpenApi {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('GET /api/openapi.json', () => {
  let app: App;
  let doc: OpenApi;
  beforeAll(async () => {
    app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApi>();
  });
  afterAll(() => app.close());

  const operations = [
    ['get', '/api/health'],
    ['get', '/api/health/ready'],
    ['get', '/api/me'],
    ['patch', '/api/me'],
    ['post', '/api/me/role'],
    ['post', '/api/me/verification-email'],
    ['get', '/api/admin/users'],
    ['put', '/api/admin/users/{id}/role'],
    ['get', '/api/admin/emails'],
    ['get', '/api/plans'],
    ['post', '/api/waitlist'],
    ['get', '/api/plm/launch'],
    ['get', '/api/admin/plm/announcement'],
    ['post', '/api/admin/plm/announcement'],
    ['get', '/api/agreements/nda'],
    ['post', '/api/stripe/webhook'],
    ['post', '/api/checkout/sessions'],
    ['get', '/api/subscription'],
    ['post', '/api/subscription/cancel'],
    ['get', '/api/me/allowances'],
    ['get', '/api/orders'],
    ['post', '/api/billing/portal'],
    ['get', '/api/payments/account'],
    ['post', '/api/payments/account/onboarding'],
    ['get', '/api/payments/settings'],
    ['put', '/api/payments/settings'],
    ['post', '/api/support-requests'],
    ['get', '/api/admin/support-requests'],
    ['get', '/api/openapi.json'],
    ['post', '/api/uploads/'],
    ['options', '/api/uploads/'],
    ['patch', '/api/uploads/{id}'],
    ['delete', '/api/uploads/{id}'],
    ['options', '/api/uploads/{id}'],
    ['get', '/api/uploads/{id}/download'],
    ['get', '/api/images/{id}/{file}'],
    ['get', '/api/storage/{*}'],
    ['get', '/api/catalogue/products'],
    ['post', '/api/catalogue/products'],
    ['get', '/api/catalogue/products/{id}'],
    ['patch', '/api/catalogue/products/{id}'],
    ['delete', '/api/catalogue/products/{id}'],
    ['post', '/api/catalogue/products/{id}/duplicate'],
    ['get', '/api/catalogue/authors/{authorId}/products'],
    ['get', '/api/catalogue/me/products'],
    ['get', '/api/catalogue/me/products/{id}'],
    ['get', '/api/catalogue/me/favourites'],
    ['put', '/api/catalogue/me/favourites/{productId}'],
    ['delete', '/api/catalogue/me/favourites/{productId}'],
    ['post', '/api/catalogue/me/favourites/merge'],
    ['put', '/api/admin/products/{id}/featured'],
    ['get', '/api/sales/products/{id}/state'],
    ['post', '/api/sales/products/{id}/checkout'],
    ['get', '/api/purchases'],
    ['get', '/api/purchases/{purchaseId}'],
    ['get', '/api/purchases/{purchaseId}/files/{fileKey}'],
    ['get', '/api/catalogue/products/{id}/reviews'],
    ['get', '/api/catalogue/products/{id}/reviews/mine'],
    ['put', '/api/catalogue/products/{id}/reviews/mine'],
    ['put', '/api/catalogue/products/{id}/reviews/{reviewId}/reply'],
    ['get', '/api/payments/earnings'],
    ['get', '/api/payments/transactions'],
    ['get', '/api/payments/transactions.csv'],
    ['get', '/api/orders/selling'],
    ['get', '/api/orders/selling/summary'],
    ['get', '/api/orders/{orderId}'],
    ['get', '/api/orders/{orderId}/files/{fileId}'],
    ['post', '/api/orders/{orderId}/requirements'],
    ['post', '/api/orders/{orderId}/deliveries'],
    ['post', '/api/orders/{orderId}/revision-requests'],
    ['post', '/api/orders/{orderId}/acceptance'],
    ['post', '/api/orders/{orderId}/cancellation-proposal'],
    ['post', '/api/orders/{orderId}/cancellation-proposal/acceptance'],
    ['post', '/api/orders/{orderId}/cancellation-proposal/withdrawal'],
    ['post', '/api/orders/{orderId}/cancellation-proposal/refusal'],
    ['post', '/api/orders/{orderId}/late-cancellation'],
    ['post', '/api/conversations/'],
    ['get', '/api/conversations/'],
    ['get', '/api/conversations/contacts'],
    ['get', '/api/conversations/messages'],
    ['get', '/api/conversations/{id}'],
    ['patch', '/api/conversations/{id}'],
    ['get', '/api/conversations/{id}/messages'],
    ['post', '/api/conversations/{id}/messages'],
    ['post', '/api/conversations/{id}/read'],
    ['get', '/api/notifications/'],
    ['post', '/api/notifications/{id}/read'],
    ['post', '/api/realtime/tickets'],
    ['get', '/api/me/public-profile'],
    ['put', '/api/me/public-profile'],
    ['patch', '/api/me/public-profile/settings'],
    ['get', '/api/usernames/{username}'],
    ['get', '/api/profiles/{username}'],
    ['get', '/api/profiles/{username}/first-screen'],
    ['get', '/api/me/projects'],
    ['post', '/api/me/projects'],
    ['patch', '/api/me/projects/{id}'],
    ['delete', '/api/me/projects/{id}'],
    ['post', '/api/hires/{hireId}/testimonial'],
    ['get', '/api/directory'],
    ['get', '/api/dashboards/client'],
    ['get', '/api/dashboards/supplier'],
    ['get', '/api/me/analytics'],
    ['get', '/api/jobs/matches'],
    ['get', '/api/companies/mine'],
    ['put', '/api/companies/mine'],
    ['get', '/api/companies/mine/team'],
    ['post', '/api/companies/mine/team/invitations'],
    ['delete', '/api/companies/mine/team/invitations/{id}'],
    ['delete', '/api/companies/mine/team/members/{userId}'],
    ['post', '/api/companies/invitations/accept'],
    ['get', '/api/companies/invitations/pending'],
    ['get', '/api/companies/{id}'],
    ['get', '/api/suppliers/me/profile'],
    ['put', '/api/suppliers/me/profile'],
    ['put', '/api/suppliers/me/catalogue'],
    ['delete', '/api/suppliers/me/catalogue'],
    ['get', '/api/suppliers/me/services'],
    ['post', '/api/suppliers/me/services'],
    ['get', '/api/suppliers/me/services/{id}'],
    ['put', '/api/suppliers/me/services/{id}'],
    ['delete', '/api/suppliers/me/services/{id}'],
    ['get', '/api/suppliers/{userId}'],
    ['get', '/api/account/notification-preferences'],
    ['put', '/api/account/notification-preferences'],
    ['delete', '/api/account'],
    ['get', '/api/jobs'],
    ['post', '/api/jobs'],
    ['get', '/api/jobs/mine'],
    ['get', '/api/jobs/{id}'],
    ['put', '/api/jobs/{id}'],
    ['delete', '/api/jobs/{id}'],
    ['post', '/api/jobs/{id}/close'],
    ['post', '/api/jobs/{id}/reopen'],
    ['get', '/api/jobs/{id}/invitations'],
    ['post', '/api/jobs/{id}/invitations'],
    ['get', '/api/jobs/saved'],
    ['put', '/api/jobs/{id}/saved'],
    ['delete', '/api/jobs/{id}/saved'],
    ['post', '/api/jobs/saved/merge'],
    ['get', '/api/jobs/autofill'],
    ['post', '/api/jobs/autofill'],
    ['post', '/api/jobs/{id}/applications'],
    ['get', '/api/jobs/applications'],
    ['get', '/api/jobs/applications/mine'],
    ['get', '/api/jobs/applications/{id}'],
    ['post', '/api/jobs/applications/{id}/decision'],
    ['post', '/api/jobs/applications/{id}/withdraw'],
    ['post', '/api/jobs/{id}/promotion/checkout'],
    ['post', '/api/requests'],
    ['post', '/api/requests/inquiries'],
    ['get', '/api/requests'],
    ['put', '/api/requests/{id}'],
    ['get', '/api/requests/mine'],
    ['get', '/api/requests/{id}'],
    ['post', '/api/requests/{id}/close'],
    ['post', '/api/requests/{id}/reopen'],
    ['delete', '/api/requests/{id}'],
    ['get', '/api/requests/{id}/invitations'],
    ['post', '/api/requests/{id}/invitations'],
    ['get', '/api/requests/{id}/access-log'],
    ['post', '/api/requests/{id}/responses'],
    ['get', '/api/requests/{id}/responses'],
    ['get', '/api/requests/responses/received'],
    ['get', '/api/requests/responses/mine'],
    ['get', '/api/requests/responses/{responseId}'],
    ['put', '/api/requests/responses/{responseId}'],
    ['post', '/api/requests/responses/{responseId}/status'],
    ['get', '/api/saved-searches'],
    ['post', '/api/saved-searches'],
    ['patch', '/api/saved-searches/{id}'],
    ['delete', '/api/saved-searches/{id}'],
    ['get', '/api/mail/unsubscribe'],
    ['post', '/api/mail/unsubscribe'],
    ['get', '/api/plm/styles'],
    ['post', '/api/plm/styles'],
    ['get', '/api/plm/styles/{styleId}'],
    ['put', '/api/plm/styles/{styleId}'],
    ['delete', '/api/plm/styles/{styleId}'],
    ['get', '/api/plm/styles/{styleId}/revisions'],
    ['get', '/api/plm/styles/{styleId}/revisions/{revision}'],
    ['post', '/api/plm/styles/{styleId}/revisions/{revision}/restore'],
    ['post', '/api/plm/styles/{styleId}/revisions/{revision}/submission'],
    ['post', '/api/plm/styles/{styleId}/revisions/{revision}/approval'],
    ['post', '/api/plm/styles/{styleId}/revisions/{revision}/changes-request'],
    ['get', '/api/plm/styles/{styleId}/tech-pack.pdf'],
    ['get', '/api/plm/styles/{styleId}/bom.xlsx'],
    ['get', '/api/plm/styles/{styleId}/specs.xlsx'],
    ['get', '/api/plm/styles/{styleId}/collaborators'],
    ['put', '/api/plm/styles/{styleId}/collaborators/{userId}'],
    ['delete', '/api/plm/styles/{styleId}/collaborators/{userId}'],
    ['get', '/api/plm/samples/mine'],
    ['get', '/api/plm/styles/{styleId}/comments'],
    ['post', '/api/plm/styles/{styleId}/comments'],
    ['get', '/api/plm/styles/{styleId}/samples'],
    ['post', '/api/plm/styles/{styleId}/samples'],
    ['get', '/api/plm/styles/{styleId}/samples/{sampleId}'],
    ['post', '/api/plm/styles/{styleId}/samples/{sampleId}/status'],
    ['put', '/api/plm/styles/{styleId}/samples/{sampleId}/measurements'],
    ['post', '/api/plm/styles/{styleId}/samples/{sampleId}/revise-spec'],
    ['post', '/api/plm/styles/{styleId}/samples/{sampleId}/photos'],
    ['delete', '/api/plm/styles/{styleId}/samples/{sampleId}/photos/{uploadId}'],
    ['post', '/api/plm/styles/{styleId}/revisions/{revision}/quote-requests'],
    ['get', '/api/plm/styles/{styleId}/quote-requests'],
    ['put', '/api/plm/styles/{styleId}/confidential'],
    ['get', '/api/plm/styles/{styleId}/nda'],
    ['post', '/api/plm/styles/{styleId}/nda'],
    ['get', '/api/plm/styles/{styleId}/access-log'],
    ['get', '/api/suppliers/me/catalogue/downloads'],
    ['get', '/api/suppliers/me/verification'],
    ['post', '/api/suppliers/me/verification'],
    ['get', '/api/admin/supplier-verifications'],
    ['post', '/api/admin/supplier-verifications/{id}/approve'],
    ['post', '/api/admin/supplier-verifications/{id}/refuse'],
  ] as const;

  it('is an OpenAPI 3.1 document of this service', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Atelier auth-service');
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('documents every route and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(
      operations.map(([method, path]) => `${method} ${path}`).sort(),
    );
  });

  it.each(operations)('%s %s documents its success and error answers', (method, path) => {
    const operation = doc.paths[path]?.[method];
    const statuses = Object.keys(operation?.responses ?? {});
    // A success, or a redirect to it (a download's 60-second link).
    expect(statuses.some((status) => /^[23]/.test(status))).toBe(true);
    // Each error status named (no 4XX/5XX wildcard), an unexpected failure's 500 among them.
    expect(statuses.filter((status) => !/^[1-5]\d\d$/.test(status))).toEqual([]);
    expect(statuses).toContain('500');
  });

  it("names each refusal of a route with the API's error body", () => {
    const errors = (path: string, method: string) =>
      Object.entries(doc.paths[path]?.[method]?.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .map(([status]) => status);
    expect(errors('/api/requests/{id}', 'put')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    expect(errors('/api/plans', 'get')).toEqual(['400', '500', '503']);
    expect(doc.paths['/api/requests/{id}']?.put?.responses['409']).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { error: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    });
  });

  it('marks the token-protected routes with bearer security, and only those', () => {
    const secured = operations
      .filter(([method, path]) => doc.paths[path]?.[method]?.security !== undefined)
      .map(([method, path]) => `${method} ${path}`);
    expect(secured).toEqual([
      'get /api/me',
      'patch /api/me',
      'post /api/me/role',
      'post /api/me/verification-email',
      'get /api/admin/users',
      'put /api/admin/users/{id}/role',
      'get /api/admin/emails',
      'get /api/admin/plm/announcement',
      'post /api/admin/plm/announcement',
      'post /api/checkout/sessions',
      'get /api/subscription',
      'post /api/subscription/cancel',
      'get /api/me/allowances',
      'get /api/orders',
      'post /api/billing/portal',
      'get /api/payments/account',
      'post /api/payments/account/onboarding',
      'get /api/payments/settings',
      'put /api/payments/settings',
      'post /api/support-requests',
      'get /api/admin/support-requests',
      'post /api/uploads/',
      'patch /api/uploads/{id}',
      'delete /api/uploads/{id}',
      'get /api/uploads/{id}/download',
      'post /api/catalogue/products',
      'patch /api/catalogue/products/{id}',
      'delete /api/catalogue/products/{id}',
      'post /api/catalogue/products/{id}/duplicate',
      'get /api/catalogue/me/products',
      'get /api/catalogue/me/products/{id}',
      'get /api/catalogue/me/favourites',
      'put /api/catalogue/me/favourites/{productId}',
      'delete /api/catalogue/me/favourites/{productId}',
      'post /api/catalogue/me/favourites/merge',
      'put /api/admin/products/{id}/featured',
      'get /api/sales/products/{id}/state',
      'post /api/sales/products/{id}/checkout',
      'get /api/purchases',
      'get /api/purchases/{purchaseId}',
      'get /api/purchases/{purchaseId}/files/{fileKey}',
      'get /api/catalogue/products/{id}/reviews/mine',
      'put /api/catalogue/products/{id}/reviews/mine',
      'put /api/catalogue/products/{id}/reviews/{reviewId}/reply',
      'get /api/payments/earnings',
      'get /api/payments/transactions',
      'get /api/payments/transactions.csv',
      'get /api/orders/selling',
      'get /api/orders/selling/summary',
      'get /api/orders/{orderId}',
      'get /api/orders/{orderId}/files/{fileId}',
      'post /api/orders/{orderId}/requirements',
      'post /api/orders/{orderId}/deliveries',
      'post /api/orders/{orderId}/revision-requests',
      'post /api/orders/{orderId}/acceptance',
      'post /api/orders/{orderId}/cancellation-proposal',
      'post /api/orders/{orderId}/cancellation-proposal/acceptance',
      'post /api/orders/{orderId}/cancellation-proposal/withdrawal',
      'post /api/orders/{orderId}/cancellation-proposal/refusal',
      'post /api/orders/{orderId}/late-cancellation',
      'post /api/conversations/',
      'get /api/conversations/',
      'get /api/conversations/contacts',
      'get /api/conversations/messages',
      'get /api/conversations/{id}',
      'patch /api/conversations/{id}',
      'get /api/conversations/{id}/messages',
      'post /api/conversations/{id}/messages',
      'post /api/conversations/{id}/read',
      'get /api/notifications/',
      'post /api/notifications/{id}/read',
      'post /api/realtime/tickets',
      'get /api/me/public-profile',
      'put /api/me/public-profile',
      'patch /api/me/public-profile/settings',
      'get /api/usernames/{username}',
      'get /api/me/projects',
      'post /api/me/projects',
      'patch /api/me/projects/{id}',
      'delete /api/me/projects/{id}',
      'post /api/hires/{hireId}/testimonial',
      'get /api/dashboards/client',
      'get /api/dashboards/supplier',
      'get /api/me/analytics',
      'get /api/jobs/matches',
      'get /api/companies/mine',
      'put /api/companies/mine',
      'get /api/companies/mine/team',
      'post /api/companies/mine/team/invitations',
      'delete /api/companies/mine/team/invitations/{id}',
      'delete /api/companies/mine/team/members/{userId}',
      'post /api/companies/invitations/accept',
      'get /api/companies/invitations/pending',
      'get /api/suppliers/me/profile',
      'put /api/suppliers/me/profile',
      'put /api/suppliers/me/catalogue',
      'delete /api/suppliers/me/catalogue',
      'get /api/suppliers/me/services',
      'post /api/suppliers/me/services',
      'get /api/suppliers/me/services/{id}',
      'put /api/suppliers/me/services/{id}',
      'delete /api/suppliers/me/services/{id}',
      'get /api/account/notification-preferences',
      'put /api/account/notification-preferences',
      'delete /api/account',
      'post /api/jobs',
      'get /api/jobs/mine',
      'put /api/jobs/{id}',
      'delete /api/jobs/{id}',
      'post /api/jobs/{id}/close',
      'post /api/jobs/{id}/reopen',
      'get /api/jobs/{id}/invitations',
      'post /api/jobs/{id}/invitations',
      'get /api/jobs/saved',
      'put /api/jobs/{id}/saved',
      'delete /api/jobs/{id}/saved',
      'post /api/jobs/saved/merge',
      'get /api/jobs/autofill',
      'post /api/jobs/autofill',
      'post /api/jobs/{id}/applications',
      'get /api/jobs/applications',
      'get /api/jobs/applications/mine',
      'get /api/jobs/applications/{id}',
      'post /api/jobs/applications/{id}/decision',
      'post /api/jobs/applications/{id}/withdraw',
      'post /api/jobs/{id}/promotion/checkout',
      'post /api/requests',
      'post /api/requests/inquiries',
      'get /api/requests',
      'put /api/requests/{id}',
      'get /api/requests/mine',
      'get /api/requests/{id}',
      'post /api/requests/{id}/close',
      'post /api/requests/{id}/reopen',
      'delete /api/requests/{id}',
      'get /api/requests/{id}/invitations',
      'post /api/requests/{id}/invitations',
      'get /api/requests/{id}/access-log',
      'post /api/requests/{id}/responses',
      'get /api/requests/{id}/responses',
      'get /api/requests/responses/received',
      'get /api/requests/responses/mine',
      'get /api/requests/responses/{responseId}',
      'put /api/requests/responses/{responseId}',
      'post /api/requests/responses/{responseId}/status',
      'get /api/saved-searches',
      'post /api/saved-searches',
      'patch /api/saved-searches/{id}',
      'delete /api/saved-searches/{id}',
      'get /api/plm/styles',
      'post /api/plm/styles',
      'get /api/plm/styles/{styleId}',
      'put /api/plm/styles/{styleId}',
      'delete /api/plm/styles/{styleId}',
      'get /api/plm/styles/{styleId}/revisions',
      'get /api/plm/styles/{styleId}/revisions/{revision}',
      'post /api/plm/styles/{styleId}/revisions/{revision}/restore',
      'post /api/plm/styles/{styleId}/revisions/{revision}/submission',
      'post /api/plm/styles/{styleId}/revisions/{revision}/approval',
      'post /api/plm/styles/{styleId}/revisions/{revision}/changes-request',
      'get /api/plm/styles/{styleId}/tech-pack.pdf',
      'get /api/plm/styles/{styleId}/bom.xlsx',
      'get /api/plm/styles/{styleId}/specs.xlsx',
      'get /api/plm/styles/{styleId}/collaborators',
      'put /api/plm/styles/{styleId}/collaborators/{userId}',
      'delete /api/plm/styles/{styleId}/collaborators/{userId}',
      'get /api/plm/samples/mine',
      'get /api/plm/styles/{styleId}/comments',
      'post /api/plm/styles/{styleId}/comments',
      'get /api/plm/styles/{styleId}/samples',
      'post /api/plm/styles/{styleId}/samples',
      'get /api/plm/styles/{styleId}/samples/{sampleId}',
      'post /api/plm/styles/{styleId}/samples/{sampleId}/status',
      'put /api/plm/styles/{styleId}/samples/{sampleId}/measurements',
      'post /api/plm/styles/{styleId}/samples/{sampleId}/revise-spec',
      'post /api/plm/styles/{styleId}/samples/{sampleId}/photos',
      'delete /api/plm/styles/{styleId}/samples/{sampleId}/photos/{uploadId}',
      'post /api/plm/styles/{styleId}/revisions/{revision}/quote-requests',
      'get /api/plm/styles/{styleId}/quote-requests',
      'put /api/plm/styles/{styleId}/confidential',
      'get /api/plm/styles/{styleId}/nda',
      'post /api/plm/styles/{styleId}/nda',
      'get /api/plm/styles/{styleId}/access-log',
      'get /api/suppliers/me/catalogue/downloads',
      'get /api/suppliers/me/verification',
      'post /api/suppliers/me/verification',
      'get /api/admin/supplier-verifications',
      'post /api/admin/supplier-verifications/{id}/approve',
      'post /api/admin/supplier-verifications/{id}/refuse',
    ]);
  });

  it('describes request bodies and parameters from the schemas', () => {
    expect(doc.paths['/api/me/role']?.post?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { role: { enum: ['freelancer', 'client', 'supplier', 'admin'] } } },
        },
      },
    });
    expect(doc.paths['/api/plans']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'role', in: 'query', required: true }),
    ]);
  });

  const bodySchema = (path: string, method: string) =>
    (
      doc.paths[path]?.[method]?.requestBody as
        { content: Record<string, { schema: Record<string, unknown> }> } | undefined
    )?.content['application/json']?.schema;

  it('documents the Stripe event envelope the webhook takes', () => {
    expect(bodySchema('/api/stripe/webhook', 'post')).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'type', 'created', 'data']) as string[],
      properties: {
        id: { type: 'string' },
        type: { type: 'string' },
        created: { type: 'integer' },
        data: { type: 'object', properties: { object: { type: 'object' } } },
      },
    });
    expect(doc.paths['/api/stripe/webhook']?.post?.parameters).toEqual([
      expect.objectContaining({ name: 'stripe-signature', in: 'header' }),
    ]);
  });

  it('states the URL and price rules of checkout and the billing portal', () => {
    const origin = 'http://localhost:8080';
    const onOrigin = {
      type: 'string',
      pattern: '^http://localhost:8080(?:[/?#]|$)',
      description: expect.stringContaining(`on the platform's origin (${origin}/...)`) as string,
    };
    expect(bodySchema('/api/checkout/sessions', 'post')).toMatchObject({
      additionalProperties: false,
      properties: {
        price_id: { type: 'string', pattern: '^price_[A-Za-z0-9_]+$' },
        success_url: { ...onOrigin, format: 'uri-template' },
        cancel_url: { ...onOrigin, format: 'uri' },
      },
    });
    expect(bodySchema('/api/billing/portal', 'post')).toMatchObject({
      additionalProperties: false,
      properties: { return_url: { ...onOrigin, format: 'uri' } },
    });
  });
});
