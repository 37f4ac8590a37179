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
  ItemList,
  ItemRow,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  Page,
  PageHeader,
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

const StyledInvite = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1 1 16rem;
  }
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
    <Page aria-labelledby="team-title" width="md">
      <PageHeader title={TEXTS.title} titleId="team-title" subtitle={TEXTS.intro} />
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
              <ItemList aria-label={TEXTS.invitationsTitle}>
                {team.invitations.map((invitation) => (
                  <ItemRow key={invitation.id}>
                    <span>
                      {invitation.email}{' '}
                      <MutedText inline>
                        {TEXTS.invitedOn(formatShortDate(new Date(invitation.invitedAt)))}
                      </MutedText>
                    </span>
                    <Button variant="ghost" size="sm" onClick={() => void withdraw(invitation.id)}>
                      {TEXTS.withdraw}
                    </Button>
                  </ItemRow>
                ))}
              </ItemList>
            </Card>
          )}
          <Card title={TEXTS.membersTitle} headingLevel={2}>
            <ItemList aria-label={TEXTS.membersTitle}>
              {team.members.map((member) => (
                <ItemRow key={member.userId}>
                  <span>
                    <strong>{member.fullName ?? member.email}</strong>{' '}
                    {member.userId === myId && <MutedText inline>{TEXTS.you}</MutedText>}{' '}
                    <MutedText inline>{member.email}</MutedText>
                  </span>
                  <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>
                    {member.role === 'owner' ? TEXTS.owner : TEXTS.member}
                  </Badge>
                  {isOwner && member.role === 'member' && (
                    <Button variant="ghost" size="sm" onClick={() => setRemovingMember(member)}>
                      {TEXTS.remove}
                    </Button>
                  )}
                </ItemRow>
              ))}
            </ItemList>
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
    </Page>
  );
}
