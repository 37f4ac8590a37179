/**
 * The design system's colours and type as e-mails need them: literal values, because e-mail
 * clients read inline styles only (shared-ui/src/theme/theme.ts holds the same tokens; the
 * Keycloak e-mail theme, auth-service/keycloak/themes/atelier/email, uses them too).
 */
export const EMAIL_COLOURS = {
  primary: '#7c3aed',
  brand: '#6d28d9',
  onPrimary: '#ffffff',
  text: '#111827',
  muted: '#4b5563',
  page: '#f9fafb',
  card: '#ffffff',
} as const;

export const EMAIL_FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
