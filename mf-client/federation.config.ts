import type { FederationConfig } from '@atelier/build-config';

/** What this remote exposes to the shell: single-spa lifecycles, and nothing else. */
const federation: FederationConfig = {
  name: 'mf_client',
  exposes: { './lifecycles': './src/app/lifecycles.tsx' },
  devPort: 3004,
};

export default federation;
