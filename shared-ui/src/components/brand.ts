/** The text that stands for the brand when there is no logo or it fails to load. */
export const BRAND_NAME = 'Atelier';
