import type { Conversation } from '@atelier/api-contract';
import { Button, EmptyState, formatMessageTime } from '@atelier/shared-ui';
import styled from 'styled-components';
import { INBOX_TEXTS } from '../texts';
import { Avatar } from './Avatar';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  flex: 1;
`;

const StyledItem = styled.button<{ $selected: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brandSoft : 'transparent')};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledBody = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const StyledRow = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledTime = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const StyledPreview = styled.span<{ $unread: boolean }>`
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : 'inherit')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledUnread = styled.span`
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

const StyledPin = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface ConversationListProps {
  conversations: readonly Conversation[];
  online: Readonly<Record<string, boolean>>;
  selectedId: string | undefined;
  now: number;
  onSelect: (id: string) => void;
  /** Searched, filtered or archived: an empty list is 'No conversations found', not a first use. */
  narrowed: boolean;
  /** The first-use empty state's invitation: opens New Message. */
  onNewMessage: () => void;
}

/** The inbox's list: pinned first, unread counts, presence, the spec's time labels. */
export function ConversationList({
  conversations,
  online,
  selectedId,
  now,
  onSelect,
  narrowed,
  onNewMessage,
}: ConversationListProps) {
  if (conversations.length === 0) {
    return narrowed ? (
      <EmptyState title={INBOX_TEXTS.noConversations} text={INBOX_TEXTS.tryAdjusting} />
    ) : (
      <EmptyState
        title={INBOX_TEXTS.noConversationsYet}
        text={INBOX_TEXTS.startFirst}
        action={<Button onClick={onNewMessage}>{INBOX_TEXTS.writeFirst}</Button>}
      />
    );
  }
  return (
    <StyledList aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <StyledItem
            type="button"
            $selected={conversation.id === selectedId}
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(conversation.id)}
          >
            <Avatar
              name={conversation.participantName}
              online={online[conversation.participantId] ?? conversation.isOnline}
            />
            <StyledBody>
              <StyledRow>
                <StyledName>{conversation.participantName}</StyledName>
                {conversation.lastMessageTime !== null && (
                  <StyledTime>
                    {formatMessageTime(new Date(conversation.lastMessageTime), now)}
                  </StyledTime>
                )}
              </StyledRow>
              <StyledRow>
                <StyledPreview $unread={conversation.unreadCount > 0}>
                  {conversation.lastMessage ?? ''}
                </StyledPreview>
                {conversation.isPinned && <StyledPin aria-label="Pinned">●</StyledPin>}
                {conversation.unreadCount > 0 && (
                  <StyledUnread aria-label={`${conversation.unreadCount} unread`}>
                    {conversation.unreadCount}
                  </StyledUnread>
                )}
              </StyledRow>
            </StyledBody>
          </StyledItem>
        </li>
      ))}
    </StyledList>
  );
}
