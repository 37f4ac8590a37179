import { REMOTE_REGISTRY_PATH, type RemoteRegistry } from '@atelier/shared-ui/contract';

/**
 * The remote registry: a JSON file the gateway serves per environment, mapping each remote's
 * federation name to its manifest URL. Redeploying a remote replaces its files (same URL) or
 * changes one line here (new version path); the shell is never rebuilt for it.
 */
export function parseRemoteRegistry(value: unknown): RemoteRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('The remote registry must be a JSON object of remote name to manifest URL');
  }
  const registry: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new Error(`The remote registry entry for ${name} must be a manifest URL`);
    }
    registry[name] = entry;
  }
  return registry;
}

export async function fetchRemoteRegistry(
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteRegistry> {
  // The browser's default cache mode: the gateway marks the registry no-cache (always revalidated),
  // and the page's preload of it is used only by a request with the default mode.
  const response = await fetchImpl(REMOTE_REGISTRY_PATH);
  if (!response.ok) {
    throw new Error(`The remote registry could not be read (HTTP ${response.status})`);
  }
  return parseRemoteRegistry(await response.json());
}
