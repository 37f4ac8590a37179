/** @jest-environment node */
import { fetchRemoteRegistry, parseRemoteRegistry } from './remoteRegistry';

describe('parseRemoteRegistry', () => {
  it('accepts a map of names to manifest URLs', () => {
    expect(parseRemoteRegistry({ mf_landing: '/remotes/landing/mf-manifest.json' })).toEqual({
      mf_landing: '/remotes/landing/mf-manifest.json',
    });
  });

  it.each([[null], [[]], ['x'], [{ mf_landing: 3 }], [{ mf_landing: ' ' }]])(
    'refuses %j',
    (value) => {
      expect(() => parseRemoteRegistry(value)).toThrow(/remote registry/);
    },
  );
});

describe('fetchRemoteRegistry', () => {
  it('reads /registry.json without the HTTP cache', async () => {
    const fetchImpl = jest.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ mf_client: '/remotes/client/mf-manifest.json' })),
      ),
    );
    await expect(fetchRemoteRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      mf_client: '/remotes/client/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json');
  });

  it('reports an unreadable registry', async () => {
    const fetchImpl = () => Promise.resolve(new Response('nope', { status: 404 }));
    await expect(fetchRemoteRegistry(fetchImpl as unknown as typeof fetch)).rejects.toThrow(
      'The remote registry could not be read (HTTP 404)',
    );
  });
});
