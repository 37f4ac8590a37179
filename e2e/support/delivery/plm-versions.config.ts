/**
 * The delivery drill's build of mf-plm (e2e/delivery-drill.spec.ts), as the remote ships: the
 * next version, the heading of /plm changed. One version only: what the shell does with a
 * version that fails to load or was built for another contract is drilled with mf-supplier.
 */
import path from 'node:path';
import plmConfig from '../../../mf-plm/webpack.config';
import { PLM_DRILL_BUILDS } from './drill-builds';
import { drillOut, withReplacement } from './with-replacement';

drillOut();

export default [
  withReplacement(
    plmConfig,
    PLM_DRILL_BUILDS.changed.folder,
    path.resolve(__dirname, '../../../mf-plm/src/features/styles/model/texts.ts'),
    `heading: '${PLM_DRILL_BUILDS.changed.from}'`,
    `heading: '${PLM_DRILL_BUILDS.changed.to}'`,
  ),
];
