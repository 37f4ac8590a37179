import { stylePath } from '@atelier/shared-ui';

/**
 * Where a round opens: its style's Samples tab in Atelier PLM with the round open, named by the
 * tab's `?sample=` parameter (mf-plm's SamplesPanel), where the supplier moves and measures it.
 */
export const sampleLink = (styleId: string, sampleId: string): string =>
  `${stylePath(styleId, 'samples')}?${new URLSearchParams({ sample: sampleId }).toString()}`;
