import { TECH_PACK_FILE_NAMES } from '@atelier/api-contract/values';
import { apiUrl } from '@atelier/shared-ui';

/**
 * The tech pack's downloads: the API's route and the name each is saved as (api-contract's
 * `TECH_PACK_FILE_NAMES`, the one the API's Content-Disposition gives too).
 */
export const STYLE_EXPORTS = [
  { id: 'pdf', route: 'tech-pack.pdf', name: TECH_PACK_FILE_NAMES.pdf },
  { id: 'bomXlsx', route: 'bom.xlsx', name: TECH_PACK_FILE_NAMES.bom },
  { id: 'specsXlsx', route: 'specs.xlsx', name: TECH_PACK_FILE_NAMES.specs },
] as const;
export type StyleExport = (typeof STYLE_EXPORTS)[number];

/** `/api/plm/styles/:id/<route>?revision=n`: one revision's export. */
export const exportUrl = (styleId: string, file: StyleExport, revision: number): string =>
  apiUrl(`/plm/styles/${encodeURIComponent(styleId)}/${file.route}`, { revision });
