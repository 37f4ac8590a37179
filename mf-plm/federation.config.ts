import type { FederationConfig } from '@atelier/build-config';

/** What this remote exposes to the shell: single-spa lifecycles, and nothing else. */
const federation: FederationConfig = {
  name: 'mf_plm',
  exposes: { './lifecycles': './src/app/lifecycles.tsx' },
  devPort: 3006,
};

export default federation;
