import {
  UNAVAILABLE_READ_RETRIES,
  apiErrorOf,
  apiUrl,
  refusalReason,
  requestApi,
  type ApiExtra,
  type FetchLike,
} from './apiClient';
import { apiAvailability } from './availability';

interface Sent {
  url: string;
  method: string;
  authorization: string | undefined;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** An in-memory auth-service: answers `statuses` in turn with `payload`, records each request. */
function fakeApi(answers: { status: number; payload?: unknown; retryAfter?: string }[]) {
  const sent: Sent[] = [];
  const fetchFn: FetchLike = (url, init) => {
    const headers = init.headers as Record<string, string>;
    sent.push({
      url,
      method: init.method ?? 'GET',
      authorization: headers.Authorization,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signal: init.signal ?? undefined,
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)] ?? { status: 500 };
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: () =>
        answer.payload === undefined
          ? Promise.reject(new SyntaxError('no body'))
          : Promise.resolve(answer.payload),
      headers: {
        get: (name: string) => (name === 'Retry-After' ? (answer.retryAfter ?? null) : null),
      },
    });
  };
  return { sent, fetchFn };
}

const tokens = (...values: (string | null)[]) => {
  let call = 0;
  return () => Promise.resolve(values[Math.min(call++, values.length - 1)] ?? null);
};

describe('requestApi: the one way to call auth-service', () => {
  it('sends JSON under /api with the query and the bearer token', async () => {
    const { sent, fetchFn } = fakeApi([{ status: 201, payload: { id: 'j1' } }]);
    const extra: ApiExtra = { getAccessToken: tokens('t1'), fetchFn };
    const result = await requestApi(
      { url: '/jobs', method: 'POST', params: { page: 2, q: undefined }, body: { title: 'A' } },
      extra,
    );
    expect(result).toEqual({ data: { id: 'j1' } });
    expect(sent).toEqual([
      expect.objectContaining({
        url: '/api/jobs?page=2',
        method: 'POST',
        authorization: 'Bearer t1',
        body: { title: 'A' },
      }),
    ]);
  });

  it('sends no token for a visitor and reads a 204 as null', async () => {
    const { sent, fetchFn } = fakeApi([{ status: 204 }]);
    const result = await requestApi(
      { url: '/waitlist' },
      { getAccessToken: tokens(null), fetchFn },
    );
    expect(result).toEqual({ data: null });
    expect(sent[0]?.authorization).toBeUndefined();
  });

  it("answers a refusal in the API's error shape with its status", async () => {
    const { fetchFn } = fakeApi([
      { status: 402, payload: { error: 'Payment Required', message: 'Upgrade to Pro' } },
    ]);
    const result = await requestApi({ url: '/x' }, { getAccessToken: tokens('t'), fetchFn });
    expect(result).toEqual({
      error: { status: 402, error: 'Payment Required', message: 'Upgrade to Pro' },
    });
  });

  it("keeps a refusal's other fields as its details, and apiErrorOf carries them", async () => {
    const payload = { error: 'Conflict', message: 'Saved since', currentRevision: 3, changes: [] };
    const { fetchFn } = fakeApi([{ status: 409, payload }]);
    const result = await requestApi({ url: '/x' }, { getAccessToken: tokens('t'), fetchFn });
    const expected = {
      status: 409,
      error: 'Conflict',
      message: 'Saved since',
      details: { currentRevision: 3, changes: [] },
    };
    expect(result).toEqual({ error: expected });
    expect(apiErrorOf(result.error)).toEqual(expected);
  });

  it("reads a real Response's body as text, an empty one as null", async () => {
    const answers = ['{"id":"p1"}', ''];
    const fetchFn: FetchLike = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        text: () => Promise.resolve(answers.shift() ?? ''),
        json: () => Promise.reject(new Error('read as text')),
      });
    const extra: ApiExtra = { getAccessToken: tokens(null), fetchFn };
    expect(await requestApi({ url: '/x' }, extra)).toEqual({ data: { id: 'p1' } });
    expect(await requestApi({ url: '/x' }, extra)).toEqual({ data: null });
  });

  it('answers status 0 when the request does not reach the server', async () => {
    const fetchFn: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await requestApi({ url: '/x' }, { getAccessToken: tokens('t'), fetchFn });
    expect(result).toEqual({ error: { status: 0, error: '', message: '' } });
  });

  it('retries once with a new token after a 401', async () => {
    const { sent, fetchFn } = fakeApi([{ status: 401 }, { status: 200, payload: { ok: true } }]);
    const refreshAccessToken = jest.fn(() => Promise.resolve('fresh'));
    const result = await requestApi(
      { url: '/me' },
      { getAccessToken: tokens('stale'), refreshAccessToken, fetchFn },
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('asks for the token again when no refresh is given, and stops after one retry', async () => {
    const { sent, fetchFn } = fakeApi([{ status: 401, payload: { error: 'x', message: 'no' } }]);
    const result = await requestApi({ url: '/me' }, { getAccessToken: tokens('a', 'b'), fetchFn });
    expect(result).toEqual({ error: { status: 401, error: 'x', message: 'no' } });
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer a', 'Bearer b']);
  });

  it('does not retry a 401 when the token did not change', async () => {
    const { sent, fetchFn } = fakeApi([{ status: 401 }]);
    await requestApi({ url: '/me' }, { getAccessToken: tokens('same'), fetchFn });
    expect(sent).toHaveLength(1);
  });

  it('passes the abort signal to the request', async () => {
    const { sent, fetchFn } = fakeApi([{ status: 200, payload: {} }]);
    const controller = new AbortController();
    await requestApi({ url: '/x' }, { getAccessToken: tokens(null), fetchFn }, controller.signal);
    expect(sent[0]?.signal).toBe(controller.signal);
  });
});

describe('requestApi while the API is briefly unavailable (503 with Retry-After)', () => {
  const VISITOR_EXTRA: ApiExtra = { getAccessToken: () => Promise.resolve(null) };
  const BRIEFLY = { error: 'Service Unavailable', message: 'Atelier is briefly unavailable' };
  const down = { status: 503, payload: BRIEFLY, retryAfter: '5' };
  beforeEach(() => {
    jest.useFakeTimers();
    apiAvailability.set(false);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends a read again after the wait, flags the outage meanwhile and clears it', async () => {
    const { sent, fetchFn } = fakeApi([down, down, { status: 200, payload: { jobs: [] } }]);
    const answer = requestApi({ url: '/jobs' }, { ...VISITOR_EXTRA, fetchFn });
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(apiAvailability.isUnavailable()).toBe(true);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(answer).resolves.toEqual({ data: { jobs: [] } });
    expect(sent).toHaveLength(3);
    expect(apiAvailability.isUnavailable()).toBe(false);
  });

  it('gives up after UNAVAILABLE_READ_RETRIES and answers the 503', async () => {
    const { sent, fetchFn } = fakeApi([down]);
    const answer = requestApi({ url: '/jobs' }, { ...VISITOR_EXTRA, fetchFn });
    await jest.advanceTimersByTimeAsync(5_000 * (UNAVAILABLE_READ_RETRIES + 1));
    await expect(answer).resolves.toEqual({ error: { status: 503, ...BRIEFLY } });
    expect(sent).toHaveLength(UNAVAILABLE_READ_RETRIES + 1);
  });

  it('never repeats a write, and does not wait out a 503 without Retry-After', async () => {
    const write = fakeApi([down]);
    await expect(
      requestApi(
        { url: '/waitlist', method: 'POST', body: {} },
        { ...VISITOR_EXTRA, fetchFn: write.fetchFn },
      ),
    ).resolves.toEqual({ error: { status: 503, ...BRIEFLY } });
    expect(write.sent).toHaveLength(1);
    expect(apiAvailability.isUnavailable()).toBe(true);

    const refusal = fakeApi([
      { status: 503, payload: { error: 'Service Unavailable', message: 'Payments are off' } },
    ]);
    await requestApi({ url: '/billing' }, { ...VISITOR_EXTRA, fetchFn: refusal.fetchFn });
    expect(refusal.sent).toHaveLength(1);
    expect(apiAvailability.isUnavailable()).toBe(false);
  });

  it('stops waiting when the request is aborted', async () => {
    const { sent, fetchFn } = fakeApi([down, { status: 200, payload: {} }]);
    const controller = new AbortController();
    const answer = requestApi({ url: '/jobs' }, { ...VISITOR_EXTRA, fetchFn }, controller.signal);
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(answer).resolves.toMatchObject({ error: { status: 503 } });
    expect(sent).toHaveLength(1);
  });
});

describe('apiUrl', () => {
  it.each([
    ['/plans', {}, '/api/plans'],
    ['/plans', { role: 'client' }, '/api/plans?role=client'],
    [
      '/jobs',
      { q: 'a b', page: 1, saved: true, none: undefined },
      '/api/jobs?q=a+b&page=1&saved=true',
    ],
  ] as const)('%s with %j is %s', (url, params, expected) => {
    expect(apiUrl(url, params)).toBe(expected);
  });
});

describe('refusalReason', () => {
  it.each([
    [
      { status: 409, error: 'Conflict', message: 'You already own this product' },
      'You already own this product',
    ],
    [{ status: 404, error: 'Not Found', message: '' }, null],
    [{ status: 500, error: 'Internal Server Error', message: 'Something went wrong' }, null],
    [{ status: 0, error: '', message: '' }, null],
    [undefined, null],
  ])('%j gives %j', (error, expected) => {
    expect(refusalReason(error)).toBe(expected);
  });
});
