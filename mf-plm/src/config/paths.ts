import { ROUTES, SECTIONS } from '@atelier/shared-ui';

export { stylePath } from '@atelier/shared-ui';

/** Every path this remote owns (issue 38), from the platform route table. */
export const PATHS = {
  styles: ROUTES.plm.styles,
  newStyle: ROUTES.plm.newStyle,
  style: ROUTES.plm.style,
  styleTab: ROUTES.plm.styleTab,
} as const;

/** Unknown paths under these prefixes are this area's to redirect to `/`. */
export const AREA_PREFIXES: readonly string[] = [SECTIONS.plm.prefix];
