import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { NotificationPreferences } from '@atelier/api-contract';
import {
  ACCOUNT_PAGES,
  Banner,
  Button,
  Card,
  LoadingState,
  MutedText,
  requestApi,
  TextField,
  usePlatform,
  type SelfServiceRole,
} from '../core';
import { Dialog } from '../components/Dialog';
import { ToggleField } from '../components/ToggleField';

/** The settings screen's texts (spec 001 section 2: /client/settings, /supplier/settings). */
export const ACCOUNT_SETTINGS_TEXTS = {
  title: 'Settings',
  accountTitle: 'Email and Password',
  accountText: 'Your email address and password are kept by your account page.',
  changeEmail: 'Change Email',
  changePassword: 'Change Password',
  notificationsTitle: 'Notifications',
  preferences: {
    emailMessages: 'Email me about new messages',
    emailApplications: 'Email me about applications and supplier responses',
    emailRequests: 'Email me about client requests and job matches',
    emailSales: 'Email me about sales and orders',
    productUpdates: 'Email me platform news and PLM launch updates',
  } satisfies Record<keyof NotificationPreferences, string>,
  savePreferences: 'Save Preferences',
  saving: 'Saving...',
  preferencesSaved: 'Your notification preferences have been saved.',
  preferencesFailed: 'Your notification preferences could not be saved. Please try again.',
  loading: 'Loading Settings',
  deleteTitle: 'Delete Account',
  deleteText:
    'Deleting your account removes your profile and your data on the platform and signs you out. This cannot be undone.',
  deleteButton: 'Delete Account',
  deleteConfirmLabel: 'Type DELETE to confirm',
  deleteConfirmWord: 'DELETE',
  deleteConfirm: 'Delete My Account',
  deleting: 'Deleting...',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  cancel: 'Cancel',
} as const;

const TEXTS = ACCOUNT_SETTINGS_TEXTS;

const StyledScreen = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
/** auth-service's `/api/account` with the signed-in user's token, through the one API client. */
function useAccountApi() {
  const { getAccessToken } = usePlatform();
  return async (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const result = await requestApi(
      { url: `/account${path}`, method, ...(body === undefined ? {} : { body }) },
      { getAccessToken },
    );
    if (result.error !== undefined) {
      throw new Error(`${method} /api/account${path}: ${String(result.error.status)}`);
    }
    return result.data;
  };
}

export interface AccountSettingsProps {
  /** Whose settings (the navbar's workspace); the screen is the same for every role. */
  workspace: SelfServiceRole;
}

/**
 * A signed-in user's settings: email and password through Keycloak's account pages,
 * notification preferences stored per user, and deleting the account (after typing DELETE),
 * which removes the user's data and signs out.
 */
export function AccountSettings({ workspace }: AccountSettingsProps) {
  const platform = usePlatform();
  const call = useAccountApi();
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState('');

  useEffect(() => {
    let live = true;
    call('GET', '/notification-preferences')
      .then((loaded) => {
        if (live) setPreferences(loaded as NotificationPreferences);
      })
      .catch(() => {
        if (live) setNotice({ tone: 'danger', text: TEXTS.preferencesFailed });
      });
    return () => {
      live = false;
    };
    // Loaded once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const savePreferences = async () => {
    if (preferences === null) return;
    setSaving(true);
    setNotice(null);
    try {
      setPreferences(
        (await call('PUT', '/notification-preferences', preferences)) as NotificationPreferences,
      );
      setNotice({ tone: 'success', text: TEXTS.preferencesSaved });
    } catch {
      setNotice({ tone: 'danger', text: TEXTS.preferencesFailed });
    } finally {
      setSaving(false);
    }
  };

  const deleteAccount = async () => {
    setDeleting(true);
    setDeleteError('');
    try {
      await call('DELETE', '', { confirmation });
      await platform.signOut();
    } catch {
      setDeleteError(TEXTS.deleteFailed);
      setDeleting(false);
    }
  };

  return (
    <StyledScreen aria-labelledby={`${workspace}-settings-title`}>
      <h1 id={`${workspace}-settings-title`}>{TEXTS.title}</h1>
      {notice !== null && (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Banner>
      )}
      <Card title={TEXTS.accountTitle} headingLevel={2}>
        <MutedText>{TEXTS.accountText}</MutedText>
        <StyledRow>
          <StyledLink href={ACCOUNT_PAGES.personalInfo}>{TEXTS.changeEmail}</StyledLink>
          <StyledLink href={ACCOUNT_PAGES.signingIn}>{TEXTS.changePassword}</StyledLink>
        </StyledRow>
      </Card>
      <Card title={TEXTS.notificationsTitle} headingLevel={2}>
        {preferences === null ? (
          <LoadingState label={TEXTS.loading} />
        ) : (
          <>
            {(Object.keys(TEXTS.preferences) as (keyof NotificationPreferences)[]).map((key) => (
              <ToggleField
                key={key}
                label={TEXTS.preferences[key]}
                checked={preferences[key]}
                onChange={(event) => {
                  setPreferences({ ...preferences, [key]: event.target.checked });
                }}
              />
            ))}
            <div>
              <Button busy={saving} busyLabel={TEXTS.saving} onClick={() => void savePreferences()}>
                {TEXTS.savePreferences}
              </Button>
            </div>
          </>
        )}
      </Card>
      <Card title={TEXTS.deleteTitle} headingLevel={2}>
        <MutedText>{TEXTS.deleteText}</MutedText>
        <div>
          <Button variant="danger" onClick={() => setDeleteOpen(true)}>
            {TEXTS.deleteButton}
          </Button>
        </div>
      </Card>
      <Dialog
        open={deleteOpen}
        onClose={() => {
          setDeleteOpen(false);
          setConfirmation('');
        }}
        title={TEXTS.deleteTitle}
        role="alertdialog"
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleteOpen(false)}>
              {TEXTS.cancel}
            </Button>
            <Button
              variant="danger"
              disabled={confirmation !== TEXTS.deleteConfirmWord}
              busy={deleting}
              busyLabel={TEXTS.deleting}
              onClick={() => void deleteAccount()}
            >
              {TEXTS.deleteConfirm}
            </Button>
          </>
        }
      >
        <MutedText>{TEXTS.deleteText}</MutedText>
        <TextField
          label={TEXTS.deleteConfirmLabel}
          value={confirmation}
          autoComplete="off"
          error={deleteError}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </Dialog>
    </StyledScreen>
  );
}
