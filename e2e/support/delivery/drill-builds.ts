import { CONTRACT_VERSION } from '@atelier/shared-ui/contract';

/** The next major of the shell-to-remote contract, `2.0` while the contract is `1.x`. */
export const NEXT_CONTRACT_VERSION = `${String(Number(CONTRACT_VERSION.split('.')[0]) + 1)}.0`;

/** The drill's builds of mf-supplier (supplier-versions.config.ts), each in its own folder. */
export const DRILL_BUILDS = {
  /** The next version: the dashboard's title changed, the rest as today. */
  changed: {
    folder: 'v2',
    from: 'Supplier Dashboard',
    to: 'Supplier Dashboard (delivery drill v2)',
  },
  /** Built against the next major of the contract: the shell must refuse it. */
  nextContract: { folder: 'next-contract' },
} as const;

/**
 * The drill's build of mf-plm (plm-versions.config.ts), a remote new in this release: the next
 * version, the heading of /plm (the list's and the Starter's introduction) changed.
 */
export const PLM_DRILL_BUILDS = {
  changed: { folder: 'v2', from: 'Atelier PLM', to: 'Atelier PLM (delivery drill v2)' },
} as const;
