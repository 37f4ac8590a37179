// Tests only: auth-service faked at the network's edge. The API base (lib/api.ts) calls
// `fetch(url, init)` as a page does; this stands a function in for `window.fetch` that answers
// with plain response objects (no undici, nothing left open when the suite ends).

/** What the screen asked of the server. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** The Authorization header, or '' without one. */
  authorization: string;
  body: unknown;
}

/** What the fake server answers: a status and a JSON body (none for e.g. 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** The API base sends its headers as a plain record. */
const headerOf = (headers: HeadersInit | undefined, name: string): string =>
  Object.entries((headers ?? {}) as Record<string, string>).find(
    ([key]) => key.toLowerCase() === name,
  )?.[1] ?? '';

/** A response as much as the API base and `downloadProductFile` read of one. */
function fakeResponse({ status, body }: FakeAnswer) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const contentType = body === undefined ? '' : 'application/json';
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null),
    },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
}

/**
 * Replaces `window.fetch` with `answer` (which may hold its answer back by answering a promise);
 * returns what was asked of it, in order.
 */
export function fakeServer(
  answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      authorization: headerOf(init.headers, 'authorization'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    return Promise.resolve(answer(request)).then(fakeResponse);
  });
  Object.assign(window, { fetch: fetchMock });
  return requests;
}
