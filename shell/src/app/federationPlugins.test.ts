import { CONTRACT_VERSION } from '@atelier/shared-ui/contract';
import { AreaContractError, areaContractPlugin, retryPlugin } from './federationPlugins';

type Hooks = Required<ReturnType<typeof retryPlugin>>;
type FetchArgs = Parameters<Hooks['fetch']>;
type EntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];
type OnLoadArgs = Parameters<Required<ReturnType<typeof areaContractPlugin>>['onLoad']>[0];

/** A response as the plugin reads it (jsdom has no Response). */
const answer = (status: number) => ({ status }) as Response;

const MANIFEST = 'http://localhost/remotes/landing/mf-manifest.json';
const fast = retryPlugin({ retries: 2, delayMs: 1 });
const fetchManifest = () => fast.fetch!(...([MANIFEST, {}] as FetchArgs));

describe('retryPlugin: the manifest', () => {
  it('asks again after a server error and answers the first good response', async () => {
    const fetchMock = jest
      .fn<Promise<Response>, []>()
      .mockResolvedValueOnce(answer(502))
      .mockResolvedValueOnce(answer(200));
    globalThis.fetch = fetchMock;
    expect(((await fetchManifest()) as Response).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again after a network failure, and gives up after its retries with the error', async () => {
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    globalThis.fetch = fetchMock;
    await expect(fetchManifest()).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never asks again for what is not there (a 404 is an answer)', async () => {
    const fetchMock = jest.fn(() => Promise.resolve(answer(404)));
    globalThis.fetch = fetchMock;
    expect(((await fetchManifest()) as Response).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retryPlugin: the remote entry', () => {
  const entryError = (getRemoteEntry: jest.Mock, globalLoading: Record<string, unknown>) =>
    fast.loadEntryError!({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_landing', entry: MANIFEST },
      globalLoading,
      uniqueKey: 'mf_landing:entry',
    } as unknown as EntryErrorArgs);

  it('loads the entry again, the failed load forgotten first', async () => {
    const container = { init: jest.fn(), get: jest.fn() };
    const globalLoading: Record<string, unknown> = { 'mf_landing:entry': Promise.resolve() };
    const getRemoteEntry = jest.fn(() => {
      expect(globalLoading).not.toHaveProperty('mf_landing:entry');
      return Promise.resolve(container);
    });
    await expect(entryError(getRemoteEntry, globalLoading)).resolves.toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('fails with the last error once its retries are spent', async () => {
    const getRemoteEntry = jest.fn(() => Promise.reject(new Error('RUNTIME-008 still down')));
    await expect(entryError(getRemoteEntry, {})).rejects.toThrow('RUNTIME-008 still down');
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('areaContractPlugin', () => {
  const plugin = areaContractPlugin((name) => (name === 'mf_client' ? 'Client workspace' : name));
  const onLoad = (expose: string, exposeModule: unknown) =>
    (plugin.onLoad as (args: OnLoadArgs) => unknown)({
      expose,
      exposeModule,
      remote: { name: 'mf_client' },
    } as unknown as OnLoadArgs);

  it('passes an area of the same major, and one built before remotes exported a version', () => {
    expect(() => onLoad('./lifecycles', { contractVersion: CONTRACT_VERSION })).not.toThrow();
    expect(() => onLoad('./lifecycles', {})).not.toThrow();
  });

  it("refuses an area of another major with the reason its fallback shows, in the area's name", () => {
    expect(() => onLoad('./lifecycles', { contractVersion: '2.0' })).toThrow(AreaContractError);
    expect(() => onLoad('./lifecycles', { contractVersion: '2.0' })).toThrow(
      'This version of Client workspace was built for version 2 of the platform contract; this page runs version 1. The rest of Atelier still works.',
    );
  });

  it('leaves other exposed modules alone (they are not areas)', () => {
    expect(() => onLoad('./widget', { contractVersion: '2.0' })).not.toThrow();
  });
});
