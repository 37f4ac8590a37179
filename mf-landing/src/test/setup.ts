// Per-test set-up of this remote's unit tests (after the platform's scripts/jest/setup-dom.ts).

beforeEach(() => {
  // jsdom does not scroll; the header's smooth scrolling is asserted through this mock.
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  jest.restoreAllMocks();
});
