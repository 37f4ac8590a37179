import { matchPath } from 'react-router-dom';
import { matchesRoutePattern } from './routePattern';

describe('matchesRoutePattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/jobs', false],
    ['/jobs', '/jobs', true],
    ['/jobs', '/jobs/', true],
    ['/jobs', '/JOBS', true],
    ['/jobs', '/jobs/1', false],
    ['/jobs', '/job', false],
    ['/portfolio/:username', '/portfolio/someone', true],
    ['/portfolio/:username', '/portfolio', false],
    ['/portfolio/:username', '/portfolio/a/b', false],
    ['/freelancer/:screen/*', '/freelancer', false],
    ['/freelancer/:screen/*', '/freelancer/dashboard', true],
    ['/freelancer/:screen/*', '/freelancer/sell-products/42/edit', true],
    ['/marketplace/:section/*', '/marketplace-full', false],
    ['/onboarding/select-role', '/onboarding/select-role', true],
    ['/onboarding/select-role', '/onboarding', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoutePattern(pattern, pathname)).toBe(expected);
  });

  it.each([
    ['/freelancer/:screen/*', '/freelancer/dashboard/x'],
    ['/freelancer/:screen/*', '/freelancer'],
    ['/portfolio/:username', '/portfolio/x/'],
    ['/checkout/success', '/Checkout/Success'],
    ['/', '//'],
  ])('agrees with react-router on %s against %s', (pattern, pathname) => {
    expect(matchesRoutePattern(pattern, pathname)).toBe(
      matchPath({ path: pattern, end: true }, pathname) !== null,
    );
  });
});
