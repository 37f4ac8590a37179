import { createAreaLifecycles } from '@atelier/shared-ui';
import { App } from './App';

/** The module the shell loads through Module Federation (`mf_supplier/lifecycles`). */
const lifecycles = createAreaLifecycles(App, { label: 'Supplier workspace' });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
