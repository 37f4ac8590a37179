import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { CommentAnchor, StyleContent, StylePerson } from '@atelier/api-contract';
import { STYLE_COMMENT_LIMITS } from '@atelier/api-contract/values';
import { Banner, Button, SelectField, TextAreaField, refusalReason } from '@atelier/shared-ui';
import { useAddStyleCommentMutation } from '../api/addStyleComment';
import { anchorOfValue, anchorOptions } from '../model/anchors';
import { insertMention, matchingPeople, mentionQuery, mentionsIn } from '../model/mentions';
import { COMMENT_TEXTS as T } from '../model/texts';
import { MentionMenu } from './MentionMenu';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

export interface CommentFormProps {
  styleId: string;
  /** The tech pack as the page shows it: its rows are what a comment may be about. */
  content: StyleContent;
  /** Everyone with access but the writer: the '@' menu. */
  people: readonly StylePerson[];
}

/**
 * A new comment: what it is about (the style, or one BOM row, point of measure or callout) and
 * its text, where '@' opens a menu of the style's people. Two fields and a caret do not need a
 * form library; nothing typed is lost on a failed save.
 */
export function CommentForm({ styleId, content, people }: CommentFormProps) {
  const menuId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [anchor, setAnchor] = useState('style');
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState<StylePerson[]>([]);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [addComment, { isLoading }] = useAddStyleCommentMutation();

  const options = anchorOptions(content);
  const matches = typing === null ? [] : matchingPeople(people, typing.query);
  const menuOpen = matches.length > 0;

  const pendingCaret = useRef<number | null>(null);

  const follow = (text: string, caret: number) => {
    setTyping(mentionQuery(text, caret));
    setActive(0);
  };

  const pick = (person: StylePerson) => {
    if (typing === null) return;
    const caret = area.current?.selectionStart ?? body.length;
    const next = insertMention(body, typing.start, caret, person);
    setBody(next.text);
    setPicked((before) => [...before.filter((p) => p.id !== person.id), person]);
    setTyping(null);
    pendingCaret.current = next.caret;
  };

  // The caret goes after the inserted mention as soon as React has put the new text in the field
  // (before the browser paints, so the next key typed lands there, never before it).
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null) return;
    pendingCaret.current = null;
    area.current?.focus();
    area.current?.setSelectionRange(caret, caret);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!menuOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const person = matches[active];
      if (person !== undefined) {
        event.preventDefault();
        pick(person);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setTyping(null);
    }
  };

  const submit = () => {
    if (body.trim() === '') return;
    setFailure(null);
    const chosen: CommentAnchor = anchorOfValue(anchor);
    addComment({
      styleId,
      body: { anchor: chosen, body, mentions: mentionsIn(body, picked) },
    })
      .unwrap()
      .then(() => {
        setBody('');
        setPicked([]);
      })
      .catch((error: unknown) => setFailure(refusalReason(error) ?? T.failed));
  };

  const activeId = matches[active] === undefined ? undefined : `${menuId}-${matches[active].id}`;
  return (
    <StyledForm
      aria-label={T.submit}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SelectField
        label={T.anchorLabel}
        value={anchor}
        options={options}
        onChange={(event) => setAnchor(event.target.value)}
      />
      <div>
        <TextAreaField
          ref={area}
          label={T.bodyLabel}
          hint={T.bodyHint}
          value={body}
          rows={4}
          maxLength={STYLE_COMMENT_LIMITS.body}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          aria-activedescendant={menuOpen ? activeId : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            follow(event.target.value, event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTyping(null)}
        />
        {menuOpen && (
          <MentionMenu
            id={menuId}
            label={T.mentionMenu}
            people={matches}
            active={active}
            onPick={pick}
          />
        )}
      </div>
      {failure !== null && (
        <Banner tone="danger" reveal>
          {failure}
        </Banner>
      )}
      <div>
        <Button type="submit" disabled={isLoading || body.trim() === ''}>
          {isLoading ? T.submitting : T.submit}
        </Button>
      </div>
    </StyledForm>
  );
}
