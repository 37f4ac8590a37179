import type { Conversation } from '@atelier/api-contract';
import {
  Button,
  CheckIcon,
  CloseIcon,
  DoubleCheckIcon,
  FileIcon,
  MutedText,
  PaperclipIcon,
  formatMessageTime,
} from '@atelier/shared-ui';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Chat } from '../client/MessagingClient';
import { messagingClient } from '../client/MessagingClient';
import { canSend, type ChatMessage } from '../model/messages';
import { checkAttachment } from '../model/attachments';
import { INBOX_TEXTS, STATUS_LABELS } from '../texts';
import { Avatar } from './Avatar';

const StyledPane = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 0;
`;

const StyledHeader = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
`;

const StyledHistory = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  list-style: none;
`;

const StyledBubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 75%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.textInverse : theme.colors.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.9;
`;

const StyledTicks = styled.span<{ $read: boolean }>`
  display: inline-flex;
  color: ${({ theme, $read }) => ($read ? theme.colors.infoSoft : 'inherit')};
  font-weight: ${({ theme, $read }) => ($read ? theme.fontWeights.bold : 'inherit')};

  &[data-status='read'] {
    color: ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 0 ${({ theme }) => theme.space.xxs};
  }
`;

const StyledFiles = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};

  a {
    color: inherit;
  }

  img {
    max-width: 240px;
    max-height: 240px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledComposer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledComposerRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
`;

const StyledInput = styled.textarea`
  flex: 1;
  min-height: 40px;
  max-height: 160px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  cursor: pointer;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const NO_MESSAGES: readonly ChatMessage[] = [];

const ACCEPT = 'image/jpeg,image/png,image/gif,.pdf,.doc,.docx';

function StatusMark({ message }: { message: ChatMessage }) {
  if (message.status === 'sending') return <span>{STATUS_LABELS.sending}</span>;
  if (message.status === 'failed') {
    return (
      <>
        <span>{STATUS_LABELS.failed}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void messagingClient.retry(message.clientId)}
        >
          {INBOX_TEXTS.retry}
        </Button>
      </>
    );
  }
  const ticks = message.status === 'sent' ? <CheckIcon /> : <DoubleCheckIcon />;
  return (
    <StyledTicks
      $read={message.status === 'read'}
      data-status={message.status}
      title={STATUS_LABELS[message.status]}
      aria-label={STATUS_LABELS[message.status]}
    >
      {ticks}
    </StyledTicks>
  );
}

function MessageFiles({ message }: { message: ChatMessage }) {
  if (message.attachments.length === 0) return null;
  return (
    <StyledFiles>
      {message.attachments.map((file) =>
        file.url !== '' && file.type.startsWith('image/') ? (
          <a key={file.id || file.name} href={file.url} target="_blank" rel="noreferrer">
            <img src={file.url} alt={file.name} />
          </a>
        ) : file.url !== '' ? (
          <a key={file.id || file.name} href={file.url} download={file.name}>
            <FileIcon /> {file.name}
          </a>
        ) : (
          <span key={file.id || file.name}>
            <FileIcon /> {file.name}
          </span>
        ),
      )}
    </StyledFiles>
  );
}

export interface ChatPaneProps {
  conversation: Conversation;
  chat: Chat | undefined;
  me: string;
  online: boolean;
  typing: boolean;
  now: number;
}

/**
 * One conversation: its history (older pages on scrolling up), statuses, and the composer. The
 * inbox keys it by conversation, so a draft belongs to its conversation.
 */
export function ChatPane({ conversation, chat, me, online, typing, now }: ChatPaneProps) {
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const history = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);
  const previousHeight = useRef(0);
  const messages = chat?.messages ?? NO_MESSAGES;

  // New messages keep the view at the bottom; an older page keeps the reader's place.
  useLayoutEffect(() => {
    const element = history.current;
    if (element === null) return;
    if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    else element.scrollTop += element.scrollHeight - previousHeight.current;
    previousHeight.current = element.scrollHeight;
  }, [messages]);

  const onScroll = () => {
    const element = history.current;
    if (element === null) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    previousHeight.current = element.scrollHeight;
    if (element.scrollTop < 40 && chat?.hasMore === true && chat.status === 'ready') {
      stickToBottom.current = false;
      void messagingClient.loadOlder(conversation.id);
    }
  };

  const submit = () => {
    if (!canSend(draft, files.length)) return;
    stickToBottom.current = true;
    void messagingClient.send(conversation.id, draft, files);
    setDraft('');
    setFiles([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problem = chosen.map(checkAttachment).find((text) => text !== undefined);
    setFileError(problem);
    if (problem === undefined) setFiles((current) => [...current, ...chosen]);
  };

  return (
    <StyledPane aria-label={`Conversation with ${conversation.participantName}`}>
      <StyledHeader>
        <Avatar name={conversation.participantName} online={online} />
        <StyledWho>
          <strong>{conversation.participantName}</strong>
          <MutedText inline size="sm" aria-live="polite">
            {typing ? INBOX_TEXTS.typing : online ? INBOX_TEXTS.online : INBOX_TEXTS.offline}
          </MutedText>
        </StyledWho>
      </StyledHeader>
      <StyledHistory ref={history} onScroll={onScroll} aria-label="Messages">
        {chat?.status === 'loading' && messages.length > 0 && (
          <MutedText inline size="sm">
            {INBOX_TEXTS.loadingOlder}
          </MutedText>
        )}
        {chat?.status === 'error' && (
          <StyledErrorText role="alert">
            {INBOX_TEXTS.historyError}{' '}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void messagingClient.loadOlder(conversation.id, messages.length === 0)}
            >
              {INBOX_TEXTS.tryAgain}
            </Button>
          </StyledErrorText>
        )}
        {messages.map((message) => {
          const mine = message.senderId === me;
          return (
            <StyledBubble key={message.id} $mine={mine} data-message-id={message.id}>
              {message.content}
              <MessageFiles message={message} />
              <StyledMeta>
                <time dateTime={message.timestamp}>
                  {formatMessageTime(new Date(message.timestamp), now)}
                </time>
                {mine && <StatusMark message={message} />}
              </StyledMeta>
            </StyledBubble>
          );
        })}
      </StyledHistory>
      <StyledComposer
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {files.length > 0 && (
          <StyledChips aria-label="Files to send">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <FileIcon /> {file.name}{' '}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                >
                  <CloseIcon />
                </Button>
              </li>
            ))}
          </StyledChips>
        )}
        {fileError !== undefined && <StyledErrorText role="alert">{fileError}</StyledErrorText>}
        <StyledComposerRow>
          <StyledFileLabel title={INBOX_TEXTS.attachHint}>
            <PaperclipIcon />
            <input
              type="file"
              accept={ACCEPT}
              multiple
              hidden
              aria-label={INBOX_TEXTS.attach}
              onChange={onFiles}
            />
          </StyledFileLabel>
          <StyledInput
            aria-label={INBOX_TEXTS.typeMessage}
            placeholder={INBOX_TEXTS.typeMessage}
            value={draft}
            rows={1}
            onChange={(event) => {
              setDraft(event.target.value);
              messagingClient.typing(conversation.id);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={!canSend(draft, files.length)}>
            {INBOX_TEXTS.send}
          </Button>
        </StyledComposerRow>
      </StyledComposer>
    </StyledPane>
  );
}
