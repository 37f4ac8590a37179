import { renderHook, waitFor } from '@testing-library/react';
import { useMergeIntoAccount, type MergeIntoAccountOptions } from './mergeIntoAccount';

const JOB = '0b4c0d3e-7f7a-4a8e-9a53-0a6f1f1f1f1f';

function setUp(overrides: Partial<MergeIntoAccountOptions> = {}) {
  const options = {
    signedIn: true,
    localIds: [JOB, 'sample-1'],
    mergeable: (ids: readonly string[]) => ids.filter((id) => id !== 'sample-1'),
    merge: jest.fn<Promise<unknown>, [string[]]>(() => Promise.resolve()),
    clear: jest.fn(),
    failure: 'Could not merge',
    ...overrides,
  };
  const hook = renderHook((props: MergeIntoAccountOptions) => useMergeIntoAccount(props), {
    initialProps: options,
  });
  return { options, hook };
}

describe('useMergeIntoAccount', () => {
  it('merges the mergeable ids once when signed in, then clears them', async () => {
    const { options, hook } = setUp();
    await waitFor(() => expect(options.clear).toHaveBeenCalledTimes(1));
    expect(options.merge).toHaveBeenCalledWith([JOB]);
    hook.rerender({ ...options, localIds: [...options.localIds] });
    expect(options.merge).toHaveBeenCalledTimes(1);
  });

  it('waits for a sign-in, and clears at once when nothing is mergeable', () => {
    const { options, hook } = setUp({ signedIn: false, localIds: ['sample-1'] });
    expect(options.clear).not.toHaveBeenCalled();
    hook.rerender({ ...options, signedIn: true });
    expect(options.merge).not.toHaveBeenCalled();
    expect(options.clear).toHaveBeenCalledTimes(1);
  });

  it('keeps the ids and logs when the merge fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { options } = setUp({ merge: jest.fn(() => Promise.reject(new Error('down'))) });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not merge', expect.any(Error)));
    expect(options.clear).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
