import { useEffect, useState, type SyntheticEvent } from 'react';
import type { Company } from '@atelier/api-contract';
import styled from 'styled-components';
import {
  Banner,
  Button,
  Card,
  DASHBOARD_OF,
  VisuallyHidden,
  type SelfServiceRole,
} from '@atelier/shared-ui';
import { AuthServiceError } from '../../../app/identity/identityRequests';
import { useIdentity } from '../../../app/identity/IdentityContext';
import { leaveRoleSelection } from '../../../app/identity/returnGuard';
import { INVITATION_TEXTS, ROLE_OPTIONS, SELECT_ROLE_TEXTS } from '../model/roles';

const StyledScreen = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
`;

const StyledCards = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: 0;
  border: none;
`;

const StyledCard = styled.label<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.brandSoft : theme.colors.surfaceRaised};
  cursor: pointer;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledRadio = styled.input`
  position: absolute;
  opacity: 0;
  pointer-events: none;
`;

const StyledCardTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * /onboarding/select-role: the role is chosen once, after sign-up. Someone a company invited is
 * first offered to join it (as a Brand / Client) through the team's accept route.
 */
export function SelectRoleScreen() {
  const identity = useIdentity();
  const [role, setRole] = useState<SelfServiceRole | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The inviting company; undefined while asking, null when none (or declined). */
  const [invitation, setInvitation] = useState<Company | null | undefined>(undefined);
  /** Why the invitation link the user came by was refused (used up, for another address). */
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void identity.pendingInvitation().then((offer) => {
      if (!current) return;
      setInvitation(offer.company);
      setLinkRefusal(offer.linkRefusal);
    });
    return () => {
      current = false;
    };
  }, [identity]);

  const join = async () => {
    setSaving(true);
    setError(null);
    try {
      await identity.joinInvitedCompany();
      leaveRoleSelection(DASHBOARD_OF.client);
    } catch (failure) {
      // A refused link says why (auth-service's reason); anything else, the general failure.
      setError(
        failure instanceof AuthServiceError && failure.status < 500
          ? failure.message
          : INVITATION_TEXTS.failed,
      );
      setInvitation(null);
      setSaving(false);
    }
  };

  if (invitation === undefined) {
    return (
      <StyledScreen aria-labelledby="select-role-title" aria-busy="true">
        <h1 id="select-role-title">{SELECT_ROLE_TEXTS.title}</h1>
      </StyledScreen>
    );
  }

  if (invitation !== null) {
    return (
      <StyledScreen aria-labelledby="select-role-title">
        <h1 id="select-role-title">{INVITATION_TEXTS.title(invitation.name)}</h1>
        {linkRefusal !== null && <Banner tone="warning" title={linkRefusal} />}
        <Card>
          <p>{INVITATION_TEXTS.lead(invitation.name)}</p>
          <StyledActions>
            <Button
              onClick={() => void join()}
              busy={saving}
              busyLabel={SELECT_ROLE_TEXTS.processing}
            >
              {INVITATION_TEXTS.join(invitation.name)}
            </Button>
            <Button variant="secondary" disabled={saving} onClick={() => setInvitation(null)}>
              {INVITATION_TEXTS.chooseOther}
            </Button>
          </StyledActions>
        </Card>
      </StyledScreen>
    );
  }

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role === null) {
      setError(SELECT_ROLE_TEXTS.required);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await identity.selectRole(role);
      // Replaces this page's history entry; Back from the dashboard must not reach Keycloak's
      // registration page behind it, which would end the new session (returnGuard.ts).
      leaveRoleSelection(DASHBOARD_OF[role]);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message !== ''
          ? failure.message
          : SELECT_ROLE_TEXTS.failed,
      );
      setSaving(false);
    }
  };

  return (
    <StyledScreen aria-labelledby="select-role-title">
      <h1 id="select-role-title">{SELECT_ROLE_TEXTS.title}</h1>
      {linkRefusal !== null && <Banner tone="warning" title={linkRefusal} />}
      <p>{SELECT_ROLE_TEXTS.lead}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <StyledCards>
          <legend>
            <VisuallyHidden>{SELECT_ROLE_TEXTS.title}</VisuallyHidden>
          </legend>
          {ROLE_OPTIONS.map((option) => (
            <StyledCard key={option.role} $selected={role === option.role}>
              <StyledRadio
                type="radio"
                name="role"
                value={option.role}
                checked={role === option.role}
                onChange={() => {
                  setRole(option.role);
                  setError(null);
                }}
              />
              <StyledCardTitle>{option.title}</StyledCardTitle>
              <span>{option.description}</span>
            </StyledCard>
          ))}
        </StyledCards>
        {error !== null && <Banner tone="danger" title={error} />}
        <Button
          type="submit"
          disabled={role === null}
          busy={saving}
          busyLabel={SELECT_ROLE_TEXTS.processing}
        >
          {SELECT_ROLE_TEXTS.continue}
        </Button>
        <StyledNote>{SELECT_ROLE_TEXTS.changeLater}</StyledNote>
      </form>
    </StyledScreen>
  );
}
