// jsdom, plus Node's own fetch classes, which jsdom lacks. RTK Query builds a `Request` and
// calls `fetch`; unit tests answer that `fetch` with a fake API at the network edge
// (src/test/fakeApi.ts). AbortController comes from Node too, because Node's `Request` only
// accepts its own AbortSignal. Relative URLs resolve against the jsdom page, as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class LandingEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const NodeRequest = Request;
    page.Request = class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
    Object.assign(page, { Response, Headers, AbortController, AbortSignal });
    page.fetch = () =>
      Promise.reject(new Error('Unit tests have no network: answer with src/test/fakeApi.ts'));
  }
}

module.exports = LandingEnvironment;
