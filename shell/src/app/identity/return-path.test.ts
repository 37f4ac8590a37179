import { isPlatformPath } from './return-path';

describe('isPlatformPath', () => {
  it.each([
    ['/jobs?job=j-1', true],
    ['/supplier/dashboard', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s -> %s', (path, expected) => {
    expect(isPlatformPath(path)).toBe(expected);
  });
});
