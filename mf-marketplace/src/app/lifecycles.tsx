import { createAreaLifecycles } from '@atelier/shared-ui';
import { App } from './App';

/** The module the shell loads through Module Federation (`mf_marketplace/lifecycles`). */
const lifecycles = createAreaLifecycles(App, { label: 'Marketplace' });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
