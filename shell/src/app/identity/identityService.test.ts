import { isKeycloakCallback, sessionHint } from './identityService';

describe('isKeycloakCallback', () => {
  it.each([
    ['#state=abc&session_state=def&code=ghi', '', true],
    ['#error=login_required&state=abc', '', true],
    ['', '?state=abc&code=ghi', true],
    ['#pricing', '', false],
    ['', '?redirect=/jobs', false],
    ['#state=abc', '', false],
    ['', '', false],
  ])('hash %j, search %j: %s', (hash, search, expected) => {
    expect(isKeycloakCallback({ hash, search })).toBe(expected);
  });
});

describe('sessionHint', () => {
  afterEach(() => localStorage.clear());

  it('is absent until set and gone once cleared', () => {
    expect(sessionHint.present()).toBe(false);
    sessionHint.set();
    expect(sessionHint.present()).toBe(true);
    expect(localStorage.getItem('atelier:session-hint')).toBe('1');
    sessionHint.clear();
    expect(sessionHint.present()).toBe(false);
  });
});
