import { AreaRoutes, createAreaLifecycles } from '@atelier/shared-ui';
import { ownerOf } from './areas';
import { SCREENS } from './routes';

// Paths nobody owns reach the shell's own area, which sends them to `/` (spec 000, section 2).
const isUnowned = (pathname: string) => ownerOf(pathname) === null;

function ShellScreens() {
  return <AreaRoutes routes={SCREENS} isUnknownPathOfArea={isUnowned} />;
}

/** The shell's own screens are a single-spa application like every remote. */
const lifecycles = createAreaLifecycles(ShellScreens, { label: 'Atelier' });

export const { bootstrap, mount, unmount } = lifecycles;
