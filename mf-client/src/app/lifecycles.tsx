import { createAreaLifecycles } from '@atelier/shared-ui';
import { App } from './App';

/** The module the shell loads through Module Federation (`mf_client/lifecycles`). */
const lifecycles = createAreaLifecycles(App, { label: 'Client workspace' });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
