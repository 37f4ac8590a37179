import { createAreaLifecycles } from '@atelier/shared-ui';
import { App } from './App';

/** The module the shell loads through Module Federation (`mf_plm/lifecycles`). */
const lifecycles = createAreaLifecycles(App, { label: 'Atelier PLM' });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;

// The contract version this remote is built against, from the contract's own file: compiled into
// the remote, never read from the shell's shared copy (the shell checks it at mount).
export { CONTRACT_VERSION as contractVersion } from '@atelier/shared-ui/contract';
