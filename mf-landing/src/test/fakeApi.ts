// auth-service at the network edge, for unit tests: `fetch` answers from handlers by method and
// path, and records every request (with its parsed JSON body) for assertions. Nothing above
// fetch (RTK Query, the components) is mocked.

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer: a status with a JSON body, or a network failure (no answer at all). */
export type FakeReply = { status: number; body?: unknown } | 'network-error';

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Every request that reached the network, in order. */
  requests: RecordedRequest[];
  /** Replaces (or adds) the handler of `METHOD /path`. */
  on: (route: string, handler: FakeHandler) => void;
}

/** Installs the fake for the current test (restored by jest.restoreAllMocks after it). */
export function fakeApi(handlers: Record<string, FakeHandler> = {}): FakeApi {
  const routes = new Map(Object.entries(handlers));
  const requests: RecordedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`);
    const reply =
      handler === undefined
        ? { status: 404, body: { error: 'Not Found' } }
        : await handler(recorded);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { requests, on: (route, handler) => routes.set(route, handler) };
}

/** A reply that never comes (until the test ends), to look at loading states. */
export const never = (): Promise<FakeReply> => new Promise(() => undefined);
