import type { Contact } from '@atelier/api-contract';
import { Button, Dialog, TextField } from '@atelier/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { messagingClient } from '../client/MessagingClient';
import { INBOX_TEXTS } from '../texts';

const StyledResults = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledPerson = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SEARCH_DELAY_MS = 250;

export interface NewMessageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The conversation with the chosen person is open (created if new). */
  onOpened: (conversationId: string) => void;
}

/** New Message: finds a person by name and opens (or creates) the conversation with them. */
export function NewMessageDialog({ open, onClose, onOpened }: NewMessageDialogProps) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; people: Contact[] } | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const text = query.trim();
  const people = text !== '' && found?.query === text ? found.people : undefined;
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (text === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      messagingClient.searchContacts(text).then(
        (contacts) => {
          if (current) setFound({ query: text, people: contacts });
        },
        () => {
          if (current) setFound({ query: text, people: [] });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  const start = async (person: Contact) => {
    try {
      setError(undefined);
      const id = await messagingClient.openWith(person.id);
      setQuery('');
      onOpened(id);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message !== ''
          ? failure.message
          : INBOX_TEXTS.openError,
      );
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={INBOX_TEXTS.newMessage} initialFocusRef={input}>
      <TextField
        label={INBOX_TEXTS.findPerson}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        ref={input}
      />
      {error !== undefined && <p role="alert">{error}</p>}
      {people?.length === 0 && <p>{INBOX_TEXTS.noPeople}</p>}
      {people !== undefined && people.length > 0 && (
        <StyledResults aria-label="People">
          {people.map((person) => (
            <StyledPerson key={person.id}>
              <span>{person.name}</span>
              <Button
                size="sm"
                onClick={() => void start(person)}
                aria-label={`${INBOX_TEXTS.startConversation} with ${person.name}`}
              >
                {INBOX_TEXTS.startConversation}
              </Button>
            </StyledPerson>
          ))}
        </StyledResults>
      )}
    </Dialog>
  );
}
