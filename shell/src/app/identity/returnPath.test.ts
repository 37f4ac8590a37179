import { isPlatformPath } from './returnPath';

describe('isPlatformPath', () => {
  it.each([
    ['/jobs?job=j-1', true],
    ['/supplier/dashboard', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['', false],
    ['/\t/evil.example', false],
    ['/%09/evil.example', true],
    [decodeURIComponent('/%09/evil.example'), false],
    ['/\n/evil.example', false],
    ['/ /evil.example', false],
    ['/jobs/../freelancer', false],
    ['/marketplace-full?q=linen%20blazer', true],
  ])('%s -> %s', (path, expected) => {
    expect(isPlatformPath(path)).toBe(expected);
  });
});
