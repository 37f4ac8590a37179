import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Invitation } from '@atelier/api-contract';
import { Button, Card, TextField, supplierProfilePath } from '@atelier/shared-ui';
import { useInviteSupplierMutation } from '../api/inviteSupplier';
import { TEXTS } from '../model/texts';

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 240px;
  }
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

export interface InviteSuppliersProps {
  requestId: string;
  title: string;
}

/**
 * An invite-only request is readable only by the suppliers its client invites (spec 001 section
 * 6): by name or email, right after publishing.
 */
export function InviteSuppliers({ requestId, title }: InviteSuppliersProps) {
  const [inviteSupplier, { isLoading }] = useInviteSupplierMutation();
  const [invitee, setInvitee] = useState('');
  const [invited, setInvited] = useState<Invitation[]>([]);
  const [problem, setProblem] = useState('');
  return (
    <Card>
      <StyledPanel aria-label={TEXTS.invite.title(title)}>
        <StyledHeading>{TEXTS.invite.title(title)}</StyledHeading>
        <StyledRow
          onSubmit={(event) => {
            event.preventDefault();
            void (async () => {
              const result = await inviteSupplier({ requestId, invitee: invitee.trim() });
              if ('error' in result) {
                const error = result.error as { message?: string };
                setProblem(error.message ?? TEXTS.invite.failed);
                return;
              }
              setProblem('');
              setInvitee('');
              setInvited(result.data.invitations);
            })();
          }}
        >
          <TextField
            label={TEXTS.invite.field}
            value={invitee}
            onChange={(event) => {
              setInvitee(event.currentTarget.value);
            }}
          />
          <Button type="submit" disabled={isLoading || invitee.trim() === ''}>
            {TEXTS.invite.submit}
          </Button>
        </StyledRow>
        {problem !== '' && <p role="alert">{problem}</p>}
        {invited.length > 0 && (
          <StyledList aria-label={TEXTS.invite.invited}>
            {invited.map((invitation) => (
              <li key={invitation.userId}>
                {/* The e-mail only when the supplier shows it on their profile (issue 25). */}
                <Link to={supplierProfilePath(invitation.userId)}>{invitation.name}</Link>
                {invitation.email !== null && ` (${invitation.email})`}
              </li>
            ))}
          </StyledList>
        )}
      </StyledPanel>
    </Card>
  );
}
