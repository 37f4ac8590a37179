import type { AreaLifecycles } from '../contract/contract';
import { createStandalonePlatform } from './standalonePlatform';

/**
 * Runs an area alone, outside the shell (`npm run dev -w <remote>`): mounts its lifecycles into
 * `#root` with standalone platform props. The shell is not involved, so the page also renders
 * the global styles the shell would normally provide.
 */
export async function mountStandalone(name: string, lifecycles: AreaLifecycles): Promise<void> {
  const domElement = document.getElementById('root');
  if (domElement === null) throw new Error('mountStandalone needs an element with id "root"');
  const props = createStandalonePlatform(name, domElement);
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
