import { REMOTE_REGISTRY_PATH } from '@atelier/shared-ui/contract';
import { DOCUMENT_BASE_CSS } from '@atelier/shared-ui/document-css';
import type { FederationConfig } from '@atelier/build-config';

/**
 * The shell is the federation host. It has no compiled-in remotes: their locations come from the
 * registry file the gateway serves (see src/app/remoteRegistry.ts). Its page carries the base
 * styles inline and asks for the registry at once, so the first paint neither waits for code nor
 * moves when it arrives.
 */
const federation: FederationConfig = {
  name: 'shell',
  host: true,
  devPort: 3000,
  htmlParameters: { remoteRegistryPath: REMOTE_REGISTRY_PATH, documentBaseCss: DOCUMENT_BASE_CSS },
};

export default federation;
