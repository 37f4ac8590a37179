import { createAreaLifecycles } from '@atelier/shared-ui';
import { App } from './App';

/** The module the shell loads through Module Federation (`mf_landing/lifecycles`). */
const lifecycles = createAreaLifecycles(App, { label: 'Home' });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
