import { apiUrl } from '@atelier/shared-ui';

/** The tech pack's downloads: the API's route and the file each is saved as. */
export const STYLE_EXPORTS = [
  { id: 'pdf', route: 'tech-pack.pdf', suffix: 'tech-pack.pdf' },
  { id: 'bomXlsx', route: 'bom.xlsx', suffix: 'bom.xlsx' },
  { id: 'specsXlsx', route: 'specs.xlsx', suffix: 'specs.xlsx' },
] as const;
export type StyleExport = (typeof STYLE_EXPORTS)[number];

/** `/api/plm/styles/:id/<route>?revision=n`: one revision's export. */
export const exportUrl = (styleId: string, file: StyleExport, revision: number): string =>
  apiUrl(`/plm/styles/${encodeURIComponent(styleId)}/${file.route}`, { revision });

/** 'AT-1001-rev3-tech-pack.pdf': the style number in safe characters, the revision, the kind. */
export const exportFileName = (styleNumber: string, revision: number, file: StyleExport): string =>
  `${styleNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}-rev${revision}-${file.suffix}`;
