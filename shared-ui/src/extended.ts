// The rest of the design system: form controls beyond the text field, dialogs, menus, lists,
// the navbars and the workspace formatters. Shared at run time as one singleton
// (`@atelier/shared-ui/extended`), loaded by the areas that use it. Its modules take what they
// need from the core through '../core', never from the core's files, so that each module runs
// once on a page (shared-ui/src/sharedParts.test.ts checks it).

export { PlaceholderScreen, type PlaceholderScreenProps } from './layout/PlaceholderScreen';
export {
  DashboardPreviewFrame,
  DASHBOARD_PREVIEW_TEXTS,
  useDashboardPreview,
  type DashboardPreviewFrameProps,
} from './layout/DashboardPreview';
export {
  useDashboardLink,
  DashboardHeader,
  DashboardAction,
  QuickActionsCard,
  UpgradeCard,
  StatGrid,
  ItemList,
  ItemRow,
  type DashboardHeaderProps,
  type DashboardActionProps,
  type QuickAction,
  type QuickActionsCardProps,
  type UpgradeCardProps,
} from './layout/DashboardParts';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField';
export { CheckboxField, type CheckboxFieldProps } from './components/CheckboxField';
export { RadioGroup, type RadioGroupProps, type RadioChoice } from './components/RadioGroup';
export { useSubmitProblem, type SubmitProblem } from './forms/useSubmitProblem';
export { specResolver, type FieldProblem } from './forms/specResolver';
export { ToggleField, type ToggleFieldProps } from './components/ToggleField';
export { Dialog, type DialogProps } from './components/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  AccountSettings,
  ACCOUNT_SETTINGS_TEXTS,
  type AccountSettingsProps,
} from './settings/AccountSettings';
export {
  DropdownMenu,
  type DropdownMenuProps,
  type DropdownMenuItem,
  type DropdownMenuLinkItem,
  type DropdownMenuActionItem,
} from './components/DropdownMenu';
export { LoadErrorBanner, type LoadErrorBannerProps } from './components/LoadErrorBanner';
export {
  StarterLimitBanner,
  STARTER_LIMIT_TEXTS,
  starterAllowanceUsage,
  type StarterLimitBannerProps,
} from './components/StarterLimit';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { StarRating, starRatingLabel, type StarRatingProps } from './components/StarRating';
export {
  StarRatingField,
  STAR_RATINGS,
  starCountLabel,
  type StarRatingFieldProps,
} from './components/StarRatingField';
export { TagList, moreTagsLabel, type TagListProps } from './components/TagList';
export {
  ChipList,
  FieldGrid,
  FieldRow,
  FilterBar,
  InlineRow,
  type FieldGridProps,
} from './components/FieldLayout';
export { RESPONSE_STATUS_TONES } from './requests/responseStatus';
export {
  RemovableChips,
  TagInput,
  addListItem,
  withListItem,
  type RemovableChipsProps,
  type TagInputProps,
} from './components/TagInput';
export { FormSection, type FormSectionProps } from './components/FormSection';
export { Pagination, type PaginationProps } from './components/Pagination';
export { ListFrame, type ListFrameProps } from './components/ListFrame';
export { StatCard, formatTrend, type StatCardProps } from './components/StatCard';
export { ViewToggle, type ViewToggleProps, type ViewMode } from './components/ViewToggle';
export { Navbar, NavbarLink, type NavbarProps, type NavbarLinkProps } from './components/Navbar';
export { FreelancerNavbar, type FreelancerNavbarProps } from './navbars/FreelancerNavbar';
export { SupplierNavbar, type SupplierNavbarProps } from './navbars/SupplierNavbar';
export { ClientNavbar, type ClientNavbarProps } from './navbars/ClientNavbar';
export { AdminNavbar, type AdminNavbarProps } from './navbars/AdminNavbar';
export { AccountMenu, type AccountMenuProps } from './navbars/AccountMenu';
export {
  OwnRoleNavbar,
  RoleWorkspaceLayout,
  type OwnRoleNavbarProps,
} from './navbars/RoleWorkspace';
export {
  freelancerMenu,
  SUPPLIER_MENU,
  CLIENT_MENU,
  ADMIN_MENU,
  roleMenuOf,
  ownMenuOf,
  usernameOf,
  LOG_OUT_LABEL,
  ACCOUNT_MENU_LABEL,
  DASHBOARD_LINK_LABEL,
  PLM_LINK_LABEL,
  type RoleMenu,
  type NavEntry,
  type NavLinkEntry,
  type NavGroupEntry,
} from './navbars/roleMenus';
export { formatDateOnly, formatShortDate } from './formatters/dates';
export { formatJobAge } from './formatters/jobAge';
export { formatMessageTime } from './formatters/messageTime';
export { formatApplicationAge } from './formatters/applicationAge';
export { formatCountdown, isPast, useNow, COUNTDOWN_TICK_MS } from './formatters/countdown';
export {
  tusUploader,
  UploaderProvider,
  useUploader,
  type Uploader,
  type UploadHandlers,
  type UploadPurposeName,
  type RunningUpload,
} from './uploads/uploader';
export { LogoField, LOGO_TEXTS, type LogoFieldProps, type LogoValue } from './uploads/LogoField';
export { useFileUploads, type UploadEntry, type UploadedFile } from './uploads/useFileUploads';
export {
  AttachmentsField,
  ATTACHMENTS_FIELD_TEXTS,
  type AttachmentsFieldProps,
} from './uploads/AttachmentsField';
export { downloadFromApi, saveBlob, DownloadError } from './api/downloadFromApi';
export {
  SUPPORT_TOPIC_OPTIONS,
  supportTopicLabel,
  type SupportTopic,
} from './payments/supportTopics';
export {
  LineChart,
  type LineChartProps,
  type LineChartSeries,
  type LineChartTone,
} from './charts/LineChart';
export {
  downloadFile,
  downloadUploadedFile,
  downloadUrlOf,
  uploadIdOfKey,
  type DownloadableFile,
  type UploadedFileRef,
} from './uploads/downloadUploadedFile';
export {
  attachmentRefusal,
  ATTACHMENT_TEXTS,
  ORDER_FILE_RULES,
  ORDER_FILE_TEXTS,
  DOCUMENT_ATTACHMENT_RULES,
  type AttachmentRules,
} from './uploads/attachmentRules';
export {
  REQUEST_TYPES,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  BUDGET_CURRENCIES,
  VISIBILITIES,
} from './requests/requestOptions';
export {
  ORDER_STATUS_LIST,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  ORDER_LATE_LABEL,
  ORDER_ENDED_STATUSES,
  ORDER_DISPUTE_OPEN_LABEL,
} from './orders/orderStatus';
export { orderCountdown, ORDER_DUE_TEXTS, type OrderCountdown } from './orders/orderDue';
