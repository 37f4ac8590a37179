import type { FederationConfig } from '../scripts/webpack/create-federated-config';

/**
 * The shell is the federation host. It has no compiled-in remotes: their locations come from the
 * registry file the gateway serves (see src/app/remote-registry.ts).
 */
const federation: FederationConfig = { name: 'shell', host: true, devPort: 3000 };

export default federation;
