import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { TeamMember } from '@atelier/api-contract';
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  ROUTES,
  TextField,
  formatShortDate,
  useSession,
} from '@atelier/shared-ui';
import {
  useGetTeamQuery,
  useInviteMemberMutation,
  useRemoveMemberMutation,
  useWithdrawInvitationMutation,
} from '../api/team';
import { TEAM_TEXTS as TEXTS, isEmail } from '../model/texts';

const StyledScreen = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const StyledInvite = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1 1 16rem;
  }
`;
const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const messageOf = (error: unknown) => (error as { message?: string }).message ?? '';

/** /client/team: invite members by email, list them, remove them (owners only). */
export function TeamMembers() {
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.profile?.id : undefined;
  const query = useGetTeamQuery(undefined);
  const [invite, { isLoading: inviting }] = useInviteMemberMutation();
  const [withdraw] = useWithdrawInvitationMutation();
  const [remove, { isLoading: removing }] = useRemoveMemberMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [removingMember, setRemovingMember] = useState<TeamMember | null>(null);

  const team = query.data;
  const isOwner = team?.members.some((m) => m.userId === myId && m.role === 'owner') ?? false;
  const noCompany =
    query.isError && 'error' in query && (query.error as { status?: number }).status === 404;

  const onInvite = async (event: SyntheticEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!isEmail(email)) {
      setEmailError(TEXTS.emailInvalid);
      return;
    }
    setEmailError('');
    const result = await invite(email.trim());
    if ('error' in result) {
      setNotice({ tone: 'danger', text: messageOf(result.error) || TEXTS.loadError });
      return;
    }
    setNotice({ tone: 'success', text: TEXTS.invited(email.trim().toLowerCase()) });
    setEmail('');
  };

  return (
    <StyledScreen aria-labelledby="team-title">
      <h1 id="team-title">{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      {query.isLoading && <LoadingState label={TEXTS.loading} />}
      {noCompany && (
        <EmptyState
          title={TEXTS.noCompanyTitle}
          text={TEXTS.noCompanyText}
          action={<LinkButton to={ROUTES.client.profile}>{TEXTS.noCompanyAction}</LinkButton>}
        />
      )}
      {query.isError && !noCompany && (
        <LoadErrorBanner
          title={TEXTS.loadError}
          retryLabel={TEXTS.retry}
          onRetry={() => void query.refetch()}
        />
      )}
      {notice !== null && (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Banner>
      )}
      {team !== undefined && (
        <>
          {isOwner ? (
            <Card title={TEXTS.inviteTitle} headingLevel={2}>
              <StyledInvite
                noValidate
                aria-label={TEXTS.inviteTitle}
                onSubmit={(e) => void onInvite(e)}
              >
                <TextField
                  label={TEXTS.email}
                  type="email"
                  autoComplete="email"
                  value={email}
                  error={emailError}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <Button type="submit" busy={inviting} busyLabel={TEXTS.inviting}>
                  {TEXTS.invite}
                </Button>
              </StyledInvite>
            </Card>
          ) : (
            <p>{TEXTS.ownersOnly}</p>
          )}
          {isOwner && team.invitations.length > 0 && (
            <Card title={TEXTS.invitationsTitle} headingLevel={2}>
              <StyledList aria-label={TEXTS.invitationsTitle}>
                {team.invitations.map((invitation) => (
                  <StyledItem key={invitation.id}>
                    <span>
                      {invitation.email}{' '}
                      <StyledMuted>
                        {TEXTS.invitedOn(formatShortDate(new Date(invitation.invitedAt)))}
                      </StyledMuted>
                    </span>
                    <Button variant="ghost" size="sm" onClick={() => void withdraw(invitation.id)}>
                      {TEXTS.withdraw}
                    </Button>
                  </StyledItem>
                ))}
              </StyledList>
            </Card>
          )}
          <Card title={TEXTS.membersTitle} headingLevel={2}>
            <StyledList aria-label={TEXTS.membersTitle}>
              {team.members.map((member) => (
                <StyledItem key={member.userId}>
                  <span>
                    <strong>{member.fullName ?? member.email}</strong>{' '}
                    {member.userId === myId && <StyledMuted>{TEXTS.you}</StyledMuted>}{' '}
                    <StyledMuted>{member.email}</StyledMuted>
                  </span>
                  <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>
                    {member.role === 'owner' ? TEXTS.owner : TEXTS.member}
                  </Badge>
                  {isOwner && member.role === 'member' && (
                    <Button variant="ghost" size="sm" onClick={() => setRemovingMember(member)}>
                      {TEXTS.remove}
                    </Button>
                  )}
                </StyledItem>
              ))}
            </StyledList>
          </Card>
        </>
      )}
      <ConfirmDialog
        open={removingMember !== null}
        title={TEXTS.removeTitle}
        message={TEXTS.removeConfirm(removingMember?.fullName ?? removingMember?.email ?? '')}
        confirmLabel={TEXTS.remove}
        danger
        busy={removing}
        busyLabel={TEXTS.removing}
        onCancel={() => setRemovingMember(null)}
        onConfirm={() => {
          if (removingMember === null) return;
          void remove(removingMember.userId).then(() => setRemovingMember(null));
        }}
      />
    </StyledScreen>
  );
}
