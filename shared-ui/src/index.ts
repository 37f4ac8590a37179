// The public API of @atelier/shared-ui. Shared at run time as one singleton by every app.

// Theme
export { theme, mediaUp, type AtelierTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { AtelierThemeProvider } from './theme/AtelierThemeProvider';

// Shell-to-remote contract
export * from './contract/contract';
export { PlatformProvider, usePlatform, useSession } from './contract/PlatformContext';
export { createAreaLifecycles, type AreaOptions } from './lifecycles/createAreaLifecycles';
export { AreaErrorBoundary } from './lifecycles/AreaErrorBoundary';
export { AreaFallback, type AreaFallbackProps } from './lifecycles/AreaFallback';
export { createStandalonePlatform } from './lifecycles/standalonePlatform';
export { mountStandalone } from './lifecycles/mountStandalone';

// Layout
export {
  AreaRoutes,
  underPrefixes,
  type AreaRoute,
  type AreaRoutesProps,
} from './layout/AreaRoutes';
export { PlaceholderScreen, type PlaceholderScreenProps } from './layout/PlaceholderScreen';

// Components (primitives)

// Role navbars

// Formatters
