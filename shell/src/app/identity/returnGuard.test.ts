import { installReturnGuard, isReturnGuard, leaveRoleSelection } from './returnGuard';

const popstate = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('the return guard after sign-up', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  it('turns role selection into a guard with the dashboard address, then adds the dashboard', () => {
    window.history.replaceState(null, '', '/onboarding/select-role');
    const entries = window.history.length;
    leaveRoleSelection('/client/dashboard');
    expect(window.location.pathname).toBe('/client/dashboard');
    expect(window.history.length).toBe(entries + 1);
    expect(isReturnGuard(window.history.state)).toBe(false);
  });

  it('sends Back from the dashboard forward again', async () => {
    window.history.replaceState(null, '', '/onboarding/select-role');
    leaveRoleSelection('/client/dashboard');
    uninstall = installReturnGuard();
    const forward = jest.spyOn(window.history, 'forward');
    window.history.back();
    await popstate();
    expect(isReturnGuard(window.history.state)).toBe(true);
    expect(forward).toHaveBeenCalledTimes(1);
    forward.mockRestore();
  });

  it('ignores the synthetic popstate events the app itself dispatches', () => {
    uninstall = installReturnGuard();
    const forward = jest.spyOn(window.history, 'forward');
    window.history.replaceState({ atelierReturnGuard: true }, '', '/client/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { atelierReturnGuard: true } }));
    expect(forward).not.toHaveBeenCalled();
    forward.mockRestore();
  });

  it.each([
    [{ atelierReturnGuard: true }, true],
    [{ atelierReturnGuard: 'yes' }, false],
    [{ idx: 2 }, false],
    [null, false],
    ['atelierReturnGuard', false],
  ])('isReturnGuard(%j) is %s', (state, expected) => {
    expect(isReturnGuard(state)).toBe(expected);
  });
});
