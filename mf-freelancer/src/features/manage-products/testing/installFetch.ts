// Tests only; import it first. jsdom has no fetch API: Node's own (undici, over Node's web
// streams and message ports) stands in, so RTK Query's fetchBaseQuery runs as in a browser and
// tests replace `globalThis.fetch` with a fake server.
import { MessageChannel, MessagePort } from 'node:worker_threads';
import * as webStreams from 'node:stream/web';

Object.assign(globalThis, webStreams, { MessageChannel, MessagePort });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the globals above
const undici = require('undici') as typeof import('undici');

/** A browser's Request: relative URLs resolve against the page; jsdom's abort signals are left out. */
type RequestArgs = ConstructorParameters<typeof undici.Request>;
class PageRequest extends undici.Request {
  constructor(input: RequestArgs[0], init: RequestArgs[1] = {}) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, {
      ...init,
      signal: undefined,
    });
  }
}

Object.assign(globalThis, {
  Headers: undici.Headers,
  Request: PageRequest,
  Response: undici.Response,
  fetch: () => Promise.reject(new Error('No fake server installed')),
});
