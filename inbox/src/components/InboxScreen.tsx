import type { ConversationFilter, Role } from '@atelier/api-contract';
import {
  Banner,
  Button,
  EmptyState,
  LoadErrorBanner,
  LoadingState,
  Page,
  PageHeader,
  StarterLimitBanner,
} from '@atelier/shared-ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiFailure } from '../client/http';
import { messagingClient } from '../client/MessagingClient';
import { useMessagingConnection } from '../client/useMessaging';
import { useNow } from '../client/useNow';
import { narrowsList } from '../model/conversations';
import { INBOX_TEXTS, INBOX_VARIANTS, type WorkspaceRole } from '../texts';
import { ChatPane } from './ChatPane';
import { ConversationList } from './ConversationList';
import { NewMessageDialog } from './NewMessageDialog';

const StyledPanels = styled.div`
  display: flex;
  height: min(70vh, 720px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const StyledSide = styled.aside`
  display: flex;
  flex-direction: column;
  width: min(360px, 40%);
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  input[type='search'] {
    flex: 1 1 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }

  select {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const StyledEmpty = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
`;

const StyledChatActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledRight = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

/** The Filter choices: everything, unread, with attachments, or the other person's role. */
type FilterChoice = 'all' | ConversationFilter | `role:${Role}`;

const FILTER_CHOICES: { value: FilterChoice; label: string }[] = [
  { value: 'all', label: INBOX_TEXTS.allConversations },
  { value: 'unread', label: INBOX_TEXTS.unreadOnly },
  { value: 'attachments', label: INBOX_TEXTS.withAttachments },
  { value: 'role:freelancer', label: INBOX_TEXTS.fromFreelancers },
  { value: 'role:client', label: INBOX_TEXTS.fromClients },
  { value: 'role:supplier', label: INBOX_TEXTS.fromSuppliers },
];

const SEARCH_DELAY_MS = 250;
const CONVERSATION_PARAM = 'conversation';
const WITH_PARAM = 'with';

export interface InboxScreenProps {
  /** Whose inbox: the variant's title and subtitle (spec 001 section 2). */
  workspace: WorkspaceRole;
}

/**
 * The inbox of a role's workspace: conversations (search, Filter, Archived, pinned first,
 * presence, unread counts) beside the open chat. `?with=<userId>` opens (or creates) the
 * conversation with that user; `?conversation=<id>` is the one shown.
 */
export function InboxScreen({ workspace }: InboxScreenProps) {
  const state = useMessagingConnection();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(state.list.query.q);
  const [newMessageOpen, setNewMessageOpen] = useState(false);
  /** Why `?with=` could not open: the message, and whether it is the Starter contact limit. */
  const [openError, setOpenError] = useState<{ message: string; limit: boolean } | undefined>();
  const variant = INBOX_VARIANTS[workspace];
  const selectedId = params.get(CONVERSATION_PARAM) ?? undefined;
  const withUser = params.get(WITH_PARAM);
  const { query } = state.list;
  const filterChoice: FilterChoice =
    query.filter ?? (query.role === undefined ? 'all' : `role:${query.role}`);

  const select = (id: string | undefined) => {
    setParams(id === undefined ? {} : { [CONVERSATION_PARAM]: id }, { replace: id === selectedId });
  };

  // A Send Message button elsewhere: open or create the conversation with that user.
  useEffect(() => {
    if (withUser === null || state.me === null) return;
    messagingClient.openWith(withUser).then(
      (id) => setParams({ [CONVERSATION_PARAM]: id }, { replace: true }),
      (error: unknown) => {
        setOpenError({
          message:
            error instanceof Error && error.message !== '' ? error.message : INBOX_TEXTS.openError,
          limit: error instanceof ApiFailure && error.status === 402,
        });
        setParams({}, { replace: true });
      },
    );
  }, [withUser, state.me, setParams]);

  useEffect(() => {
    void messagingClient.open(selectedId);
    return () => {
      void messagingClient.open(undefined);
    };
  }, [selectedId, state.me]);

  // The search runs in the database, a moment after typing stops.
  useEffect(() => {
    if (search === query.q) return undefined;
    const timer = setTimeout(
      () => void messagingClient.loadList({ ...query, q: search }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, query]);

  const selected = selectedId === undefined ? undefined : messagingClient.conversation(selectedId);
  useEffect(() => {
    if (selectedId !== undefined && selected === undefined && state.list.status === 'ready') {
      void messagingClient.loadConversation(selectedId);
    }
  }, [selectedId, selected, state.list.status]);

  const setFilter = (choice: FilterChoice) => {
    void messagingClient.loadList({
      ...query,
      filter: choice === 'unread' || choice === 'attachments' ? choice : undefined,
      role: choice.startsWith('role:') ? (choice.slice('role:'.length) as Role) : undefined,
    });
  };

  const me = state.me;
  const typingUntil = selected === undefined ? 0 : (state.typing[selected.id] ?? 0);

  return (
    <Page aria-labelledby="inbox-title">
      <PageHeader
        title={variant.title}
        titleId="inbox-title"
        subtitle={variant.subtitle}
        actions={<Button onClick={() => setNewMessageOpen(true)}>{INBOX_TEXTS.newMessage}</Button>}
      />
      {state.connection === 'offline' && (
        <Banner tone="warning">{INBOX_TEXTS.youAreOffline}</Banner>
      )}
      {openError?.limit === true ? (
        <StarterLimitBanner message={openError.message} audience={workspace} />
      ) : (
        openError !== undefined && <Banner tone="danger">{openError.message}</Banner>
      )}
      <StyledPanels>
        <StyledSide>
          <StyledTools>
            <input
              type="search"
              aria-label={INBOX_TEXTS.search}
              placeholder={INBOX_TEXTS.search}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <label>
              {INBOX_TEXTS.filter}{' '}
              <select
                value={filterChoice}
                onChange={(event) => setFilter(event.target.value as FilterChoice)}
              >
                {FILTER_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            <Button
              size="sm"
              variant={query.archived ? 'primary' : 'secondary'}
              aria-pressed={query.archived}
              onClick={() => void messagingClient.loadList({ ...query, archived: !query.archived })}
            >
              {INBOX_TEXTS.archived}
            </Button>
          </StyledTools>
          {state.list.status === 'error' ? (
            <LoadErrorBanner
              title={INBOX_TEXTS.loadError}
              retryLabel={INBOX_TEXTS.tryAgain}
              onRetry={() => void messagingClient.loadList()}
            />
          ) : state.list.status === 'loading' && state.list.conversations.length === 0 ? (
            <LoadingState label="Loading conversations" />
          ) : (
            <ConversationList
              conversations={state.list.conversations}
              online={state.online}
              selectedId={selectedId}
              now={now}
              onSelect={select}
              narrowed={narrowsList(query)}
              onNewMessage={() => setNewMessageOpen(true)}
            />
          )}
        </StyledSide>
        <StyledRight>
          {selected === undefined || me === null ? (
            <StyledEmpty>
              <EmptyState
                title={INBOX_TEXTS.selectConversation}
                text={INBOX_TEXTS.selectConversationHint}
              />
            </StyledEmpty>
          ) : (
            <>
              <StyledChatActions>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    void messagingClient.setFlags(selected.id, { pinned: !selected.isPinned })
                  }
                >
                  {selected.isPinned ? INBOX_TEXTS.unpin : INBOX_TEXTS.pin}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    void messagingClient.setFlags(selected.id, { archived: !selected.isArchived })
                  }
                >
                  {selected.isArchived ? INBOX_TEXTS.unarchive : INBOX_TEXTS.archive}
                </Button>
              </StyledChatActions>
              <ChatPane
                key={selected.id}
                conversation={selected}
                chat={state.chats[selected.id]}
                me={me}
                online={state.online[selected.participantId] ?? selected.isOnline}
                typing={typingUntil > now}
                now={now}
              />
            </>
          )}
        </StyledRight>
      </StyledPanels>
      <NewMessageDialog
        open={newMessageOpen}
        onClose={() => setNewMessageOpen(false)}
        onOpened={(id) => {
          setNewMessageOpen(false);
          select(id);
        }}
      />
    </Page>
  );
}
