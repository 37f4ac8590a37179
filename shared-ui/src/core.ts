// The core of the design system: what every area needs (theme, the shell-to-remote contract,
// area lifecycles, routing) and the primitives of the public pages. Shared at run time as one
// singleton (`@atelier/shared-ui/core`, build-config/src/shared-singletons.ts), so the landing
// page loads only this part. Modules here never import from ./extended.

export { theme, mediaUp, type AtelierTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { AtelierThemeProvider } from './theme/AtelierThemeProvider';
export * from './contract/contract';
export {
  PlatformProvider,
  usePlatform,
  useSession,
  useSessionOrSignedOut,
} from './contract/PlatformContext';
export {
  createAreaLifecycles,
  removePrerenderedContent,
  useTakesOverPrerenderedContent,
  type AreaOptions,
} from './lifecycles/createAreaLifecycles';
export { AreaErrorBoundary } from './lifecycles/AreaErrorBoundary';
export { AreaFallback, type AreaFallbackProps } from './lifecycles/AreaFallback';
export { createStandalonePlatform } from './lifecycles/standalonePlatform';
export { mountStandalone } from './lifecycles/mountStandalone';
export {
  AreaRoutes,
  underPrefixes,
  type AreaRoute,
  type AreaRoutesProps,
} from './layout/AreaRoutes';
export { lazyScreen } from './layout/lazyScreen';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { LinkButton, type LinkButtonProps } from './components/LinkButton';
export { TextField, type TextFieldProps } from './components/TextField';
export { Card, type CardProps } from './components/Card';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Banner, type BannerProps, type BannerTone } from './components/Banner';
export { LoadingState, type LoadingStateProps } from './components/LoadingState';
export { VisuallyHidden } from './components/VisuallyHidden';
export { MutedText, type MutedTextProps, type MutedTextSize } from './components/MutedText';
export {
  Page,
  PageHeader,
  type PageProps,
  type PageHeaderProps,
  type PageWidth,
} from './components/Page';
export {
  BellIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  CloseIcon,
  DoubleCheckIcon,
  DownloadIcon,
  FileIcon,
  FilterIcon,
  GridIcon,
  HeartIcon,
  LineIcon,
  ListIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MoreIcon,
  PaperclipIcon,
  ShareIcon,
  ZoomIcon,
} from './components/icons';
export {
  formatUsd,
  formatPriceFromCents,
  formatCurrencyFromCents,
  type FormatUsdOptions,
} from './formatters/money';
export { formatFileSize } from './formatters/fileSize';
export { formatPercent } from './formatters/percent';
export { formatCount } from './formatters/count';
export { BRAND_NAME } from './components/brand';
export {
  ROUTES,
  SECTIONS,
  DASHBOARD_OF,
  ACCOUNT_PAGES,
  productPath,
  productCheckoutCancelledPath,
  CHECKOUT_PARAM,
  CHECKOUT_CANCELLED,
  shopPath,
  MARKETPLACE_SELLER_PARAM,
  purchasePath,
  orderPath,
  stylePath,
  portfolioPath,
  supplierProfilePath,
  sellProductPath,
  jobPath,
  SHARED_JOB_PARAM,
  editJobPath,
  editRequestPath,
  loginPath,
  messagesPathOf,
  conversationPath,
  notificationsPathOf,
  subscriptionPathOf,
} from './contract/routes';

// For the extended part's own modules (not in the public API): field internals and the
// on-first-use helper of the formatters.
export {
  FieldFrame,
  FieldMessages,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledError,
  controlStyles,
  hasContent,
  useFieldIds,
  type FieldControlProps,
  type FieldFrameProps,
  type FieldIds,
  type FieldTextProps,
} from './components/Field';
export { lazily } from './formatters/lazily';
export {
  authServiceBaseQuery,
  requestApi,
  apiUrl,
  apiErrorOf,
  refusalReason,
  API_BASE,
  API_TAG_TYPES,
  type ApiError,
  type ApiExtra,
  type ApiRequest,
  type ApiResponse,
  type ApiResult,
  type FetchLike,
} from './api/apiClient';
export { createAreaStore, areaStoreMaker, type AreaStoreOptions } from './store/createAreaStore';
export { AreaStoreProvider, type AreaStoreProviderProps } from './store/AreaStoreProvider';
/**
 * The job and hiring option lists, now read from `@atelier/api-contract/values` by today's code.
 * Still exported here for the remotes of the previous release (release.json): mf-client of
 * 2026-11-27 imports them from shared-ui and, having no copy of shared-ui of its own, runs on
 * today's shell's. Remove them once release.json names a release that no longer imports them
 * (scripts/contract-compat.test.ts names what a removal breaks).
 */
export {
  JOB_TYPES,
  JOB_EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  SALARY_TYPES,
  SALARY_PERIODS,
  JOB_CURRENCIES,
  APPLICATION_STATUSES,
  APPLICATION_ACTIONS,
  REJECTION_REASONS,
} from '@atelier/api-contract/values';
