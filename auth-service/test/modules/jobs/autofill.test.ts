/**
 * 'Autofill with AI': from the template library without a model configured, from an
 * OpenAI-compatible chat completions API (a local fake here) with one, the spec's messages for a
 * missing title or category and for a failure, and which source the hint should name.
 */
import type { JobAutofill, JobAutofillInfo } from '@atelier/api-contract';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../src/app';
import { AUTOFILL_TEMPLATES } from '../../../src/modules/jobs/autofill-templates';
import { parseModelAnswer } from '../../../src/modules/jobs/autofill';
import { AUTOFILL_MESSAGES } from '../../../src/modules/jobs/messages';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

interface FakeModel {
  url: string;
  requests: { authorization?: string; body: { model: string; messages: { content: string }[] } }[];
  answer: (status: number, content: unknown) => void;
  close: () => Promise<void>;
}

async function startFakeModel(): Promise<FakeModel> {
  let reply: { status: number; content: unknown } = { status: 200, content: '' };
  const requests: FakeModel['requests'] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeModel['requests'][0]['body'];
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ authorization: request.headers.authorization, body });
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { content: reply.content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (status, content) => {
      reply = { status, content };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('parseModelAnswer', () => {
  it.each([
    ['plain JSON', '{"description":"D","requirements":["R"],"skills":["S","s"]}', true],
    ['fenced JSON', '```json\n{"description":"D","requirements":["R"],"skills":["S"]}\n```', true],
    ['prose', 'Here is a description.', false],
    ['missing skills', '{"description":"D","requirements":["R"],"skills":[]}', false],
  ])('reads %s', (_case, content, ok) => {
    const answer = parseModelAnswer(content);
    expect(answer !== undefined).toBe(ok);
    if (answer) expect(answer.skills).toEqual(['S']);
  });
});

describe('job autofill', () => {
  let keycloak: FakeKeycloak;
  let model: FakeModel;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    model = await startFakeModel();
  });
  afterAll(async () => {
    await model.close();
    await keycloak.close();
  });

  const autofill = (app: App, headers: Record<string, string>, body: object) =>
    app.inject({ method: 'POST', url: '/api/jobs/autofill', headers, payload: body });

  describe('without an AI model', () => {
    let app: App;
    beforeAll(async () => {
      app = await build({ keycloak });
    });
    afterAll(() => app.close());

    it('composes from the category’s templates and says so', async () => {
      const client = await signedInUser(keycloak, { roles: ['client'] });
      const info = await app.inject({ url: '/api/jobs/autofill', headers: client.headers });
      expect(info.json<JobAutofillInfo>()).toEqual({ source: 'templates' });
      const response = await autofill(app, client.headers, {
        title: 'Knitwear Designer',
        category: 'Design',
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json<JobAutofill>();
      expect(answer.source).toBe('templates');
      expect(answer.description).toContain('Knitwear Designer');
      expect(answer.skills).toEqual(AUTOFILL_TEMPLATES.Design.skills);
    });

    it.each([
      ['no title', { title: ' ', category: 'Design' }],
      ['no category', { title: 'Designer', category: '' }],
    ])('answers the spec’s alert for %s', async (_case, body) => {
      const client = await signedInUser(keycloak, { roles: ['client'] });
      const response = await autofill(app, client.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: AUTOFILL_MESSAGES.missing });
    });

    it('is for clients', async () => {
      const freelancer = await signedInUser(keycloak, { roles: ['freelancer'] });
      const response = await autofill(app, freelancer.headers, {
        title: 'Designer',
        category: 'Design',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('with an AI model', () => {
    let app: App;
    beforeAll(async () => {
      app = await build({
        keycloak,
        config: { ai: { baseUrl: model.url, apiKey: 'test-key', model: 'test-model' } },
      });
    });
    afterAll(() => app.close());

    it('asks the model with the title and category and answers its texts', async () => {
      model.answer(
        200,
        JSON.stringify({
          description: 'Design our knitwear.',
          requirements: ['Knitting expertise'],
          skills: ['Shima Seiki', 'Stoll'],
        }),
      );
      const client = await signedInUser(keycloak, { roles: ['client'] });
      const info = await app.inject({ url: '/api/jobs/autofill', headers: client.headers });
      expect(info.json<JobAutofillInfo>()).toEqual({ source: 'ai' });
      const response = await autofill(app, client.headers, {
        title: 'Knitwear Designer',
        category: 'Design',
      });
      expect(response.json<JobAutofill>()).toEqual({
        source: 'ai',
        description: 'Design our knitwear.',
        requirements: ['Knitting expertise'],
        skills: ['Shima Seiki', 'Stoll'],
      });
      const request = model.requests.at(-1);
      expect(request?.authorization).toBe('Bearer test-key');
      expect(request?.body.model).toBe('test-model');
      expect(request?.body.messages.at(-1)?.content).toContain('Knitwear Designer');
    });

    it.each([
      ['an error status', 500, 'x'],
      ['an answer that is not the asked JSON', 200, 'Sure! Here is a job description.'],
    ])('answers the spec’s failure message for %s', async (_case, status, content) => {
      model.answer(status, content);
      const client = await signedInUser(keycloak, { roles: ['client'] });
      const response = await autofill(app, client.headers, {
        title: 'Knitwear Designer',
        category: 'Design',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: AUTOFILL_MESSAGES.failed });
    });
  });
});
