/**
 * The delivery drill's builds of mf-supplier (e2e/delivery-drill.spec.ts), as the remote ships
 * (its own webpack config, production mode), in one webpack run: the next version, with a
 * visible change, and a version built against the next major of the shell-to-remote contract.
 * Nothing under mf-supplier/ changes: the change is made by a loader, and the builds are
 * written under DELIVERY_DRILL_OUT.
 */
import path from 'node:path';
import { CONTRACT_VERSION } from '@atelier/shared-ui/contract';
import supplierConfig from '../../../mf-supplier/webpack.config';
import { DRILL_BUILDS, NEXT_CONTRACT_VERSION } from './drill-builds';
import { drillOut, withReplacement } from './with-replacement';

drillOut();

export default [
  withReplacement(
    supplierConfig,
    DRILL_BUILDS.changed.folder,
    path.resolve(__dirname, '../../../mf-supplier/src/features/supplier-dashboard/model/texts.ts'),
    `title: '${DRILL_BUILDS.changed.from}'`,
    `title: '${DRILL_BUILDS.changed.to}'`,
  ),
  withReplacement(
    supplierConfig,
    DRILL_BUILDS.nextContract.folder,
    path.resolve(__dirname, '../../../shared-ui/src/contract/contract.ts'),
    `export const CONTRACT_VERSION = '${CONTRACT_VERSION}'`,
    `export const CONTRACT_VERSION = '${NEXT_CONTRACT_VERSION}'`,
  ),
];
