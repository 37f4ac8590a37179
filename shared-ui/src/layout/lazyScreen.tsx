import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingState } from '../components/LoadingState';

/**
 * A feature's screen loaded on first visit: a route's element that fetches the feature's code
 * (its own chunk) when the route first renders, with a loading state meanwhile. Features export
 * named components, so the screen is picked by name:
 * `lazyScreen(() => import('../features/products/components/ManageProducts'), 'ManageProducts', 'Loading Manage Products')`.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  name: keyof Module,
  loadingLabel: string,
): ReactElement {
  const Screen = lazy(async () => ({
    default: (await load())[name] as ComponentType,
  }));
  return (
    <Suspense fallback={<LoadingState label={loadingLabel} />}>
      <Screen />
    </Suspense>
  );
}
