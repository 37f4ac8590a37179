/**
 * The cache tags of sample rounds, on the platform's 'Style' tag (its tag list is shared-ui's;
 * a tag of their own would need a shared-ui release): a style's rounds, and one round.
 */
export const samplesTag = (styleId: string) => ({
  type: 'Style' as const,
  id: `samples:${styleId}`,
});
export const sampleTag = (sampleId: string) => ({
  type: 'Style' as const,
  id: `sample:${sampleId}`,
});
export const sampleUrl = (styleId: string, sampleId?: string) =>
  `/plm/styles/${encodeURIComponent(styleId)}/samples${
    sampleId === undefined ? '' : `/${encodeURIComponent(sampleId)}`
  }`;
