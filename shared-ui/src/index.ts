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
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { LinkButton, type LinkButtonProps } from './components/LinkButton';
export { TextField, type TextFieldProps } from './components/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField';
export { CheckboxField, type CheckboxFieldProps } from './components/CheckboxField';
export { ToggleField, type ToggleFieldProps } from './components/ToggleField';
export { Card, type CardProps } from './components/Card';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Dialog, type DialogProps } from './components/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  DropdownMenu,
  type DropdownMenuProps,
  type DropdownMenuItem,
  type DropdownMenuLinkItem,
  type DropdownMenuActionItem,
} from './components/DropdownMenu';
export { Banner, type BannerProps, type BannerTone } from './components/Banner';
export { LoadErrorBanner, type LoadErrorBannerProps } from './components/LoadErrorBanner';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { LoadingState, type LoadingStateProps } from './components/LoadingState';
export { StarRating, starRatingLabel, type StarRatingProps } from './components/StarRating';
export { TagList, moreTagsLabel, type TagListProps } from './components/TagList';
export { Pagination, type PaginationProps } from './components/Pagination';
export { StatCard, formatTrend, type StatCardProps } from './components/StatCard';
export { ViewToggle, type ViewToggleProps, type ViewMode } from './components/ViewToggle';
export {
  Navbar,
  NavbarLink,
  BRAND_NAME,
  type NavbarProps,
  type NavbarLinkProps,
} from './components/Navbar';
export { VisuallyHidden } from './components/VisuallyHidden';

// Icons (decorative)
export {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  CloseIcon,
  DownloadIcon,
  FilterIcon,
  GridIcon,
  HeartIcon,
  LineIcon,
  ListIcon,
  MapPinIcon,
  MenuIcon,
  ShareIcon,
  ZoomIcon,
} from './components/icons';

// Role navbars
export { FreelancerNavbar, type FreelancerNavbarProps } from './navbars/FreelancerNavbar';
export { SupplierNavbar, type SupplierNavbarProps } from './navbars/SupplierNavbar';
export { ClientNavbar, type ClientNavbarProps } from './navbars/ClientNavbar';
export {
  freelancerMenu,
  SUPPLIER_MENU,
  CLIENT_MENU,
  NAV_PATHS,
  LOG_OUT_LABEL,
  ACCOUNT_MENU_LABEL,
  type RoleMenu,
  type NavEntry,
  type NavLinkEntry,
  type NavGroupEntry,
} from './navbars/roleMenus';

// Formatters
export { formatUsd, formatPriceFromCents, type FormatUsdOptions } from './formatters/money';
export { formatShortDate } from './formatters/dates';
export { formatJobAge } from './formatters/jobAge';
export { formatMessageTime } from './formatters/messageTime';
export { formatApplicationAge } from './formatters/applicationAge';
