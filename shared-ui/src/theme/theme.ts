/**
 * Design tokens. Every colour, space, radius, font, shadow and breakpoint used by a component
 * comes from here (docs/conventions.md, "Design system (shared-ui)").
 */
export const theme = {
  colors: {
    brand: '#7c3aed',
    brandStrong: '#6d28d9',
    brandSoft: '#ede9fe',
    accent: '#db2777',
    text: '#111827',
    textMuted: '#4b5563',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#f9fafb',
    surfaceRaised: '#ffffff',
    border: '#e5e7eb',
    borderStrong: '#d1d5db',
    focus: '#2563eb',
    success: '#047857',
    successSoft: '#d1fae5',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    info: '#1d4ed8',
    infoSoft: '#dbeafe',
    star: '#f59e0b',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' },
  fonts: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '20px',
    xxl: '24px',
    xxxl: '32px',
    display: '48px',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
    md: '0 4px 12px rgba(17, 24, 39, 0.08)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.14)',
    focus: '0 0 0 3px rgba(37, 99, 235, 0.45)',
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  zIndices: { header: 100, dropdown: 200, dialog: 300, toast: 400 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  layout: { headerHeight: '64px', contentMaxWidth: '1200px' },
} as const;

export type AtelierTheme = typeof theme;

/** Media query for "this breakpoint and wider". */
export const mediaUp = (breakpoint: keyof AtelierTheme['breakpoints']): string =>
  `@media (min-width: ${theme.breakpoints[breakpoint]})`;

// Components read tokens from `props.theme`, typed as the Atelier theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AtelierTheme {}
}
