import { createAreaLifecycles } from '@atelier/shared-ui';
import { App } from './App';

/** The module the shell loads through Module Federation (`mf_freelancer/lifecycles`). */
const lifecycles = createAreaLifecycles(App, { label: 'Freelancer workspace' });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
