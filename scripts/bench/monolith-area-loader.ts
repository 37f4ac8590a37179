/**
 * The shell's area loader for the monolithic comparison build (`npm run bench:bundle`): the
 * landing area is part of the main bundle and the other areas are ordinary lazy chunks, with the
 * same libraries and no Module Federation. Swapped in for shell/src/app/federatedAreaLoader.ts.
 */
import type { AreaLifecycles, RemoteRegistry } from '@atelier/shared-ui';
import * as landing from '../../mf-landing/src/app/lifecycles';
import type { AreaLoader } from '../../shell/src/app/resilientArea';

const AREA_LIFECYCLES: Record<string, () => Promise<AreaLifecycles>> = {
  mf_landing: () => Promise.resolve(landing),
  mf_marketplace: () => import('../../mf-marketplace/src/app/lifecycles'),
  mf_freelancer: () => import('../../mf-freelancer/src/app/lifecycles'),
  mf_client: () => import('../../mf-client/src/app/lifecycles'),
  mf_supplier: () => import('../../mf-supplier/src/app/lifecycles'),
  mf_plm: () => import('../../mf-plm/src/app/lifecycles'),
};

export function remoteRegistry(): Promise<RemoteRegistry> {
  return Promise.resolve({});
}

export function federatedAreaLoader(name: string): AreaLoader {
  const load = AREA_LIFECYCLES[name];
  if (load === undefined) throw new Error(`Unknown area ${name}`);
  return { load, reset: () => undefined };
}
