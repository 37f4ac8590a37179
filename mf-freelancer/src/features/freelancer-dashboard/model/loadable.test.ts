import { loadableOf } from './loadable';

describe('loadableOf', () => {
  const refetch = jest.fn();
  it.each([
    ['loading', { isError: false }, { status: 'loading' }],
    ['ready', { data: [1, 2, 3], isError: false }, { status: 'ready', data: 3 }],
    [
      'ready even when a refetch failed',
      { data: [1], isError: true },
      { status: 'ready', data: 1 },
    ],
  ])('is %s', (_name, result, expected) => {
    expect(loadableOf({ ...result, refetch }, (data: number[]) => data.length)).toEqual(expected);
  });

  it('fails with a retry that refetches', () => {
    const state = loadableOf({ isError: true, refetch }, (data: number[]) => data);
    expect(state.status).toBe('error');
    if (state.status === 'error') state.retry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
