import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, CloseIcon, TextField } from '../core';

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1;
  }
`;
const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;
const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;
const StyledRemove = styled.button`
  display: inline-flex;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;

/**
 * Adds `raw` to `items` the way the spec's list inputs do: trimmed, a blank entry ignored, a
 * repeat (case-insensitive) refused. Answers the new list, or null when nothing is added.
 */
export function addListItem(items: readonly string[], raw: string): string[] | null {
  const item = raw.trim();
  if (item === '') return null;
  if (items.some((existing) => existing.toLowerCase() === item.toLowerCase())) return null;
  return [...items, item];
}

/** `addListItem` for a list that stays whole: the same entries when nothing is added. */
export const withListItem = (items: readonly string[], raw: string): string[] =>
  addListItem(items, raw) ?? [...items];

export interface RemovableChipsProps<T extends string> {
  /** The list's accessible name. */
  label: string;
  /** The entries, in order; nothing shows while there are none. */
  value: readonly T[];
  /** The new list after a remove. */
  onChange: (items: T[]) => void;
  /** The remove button's name for an entry; `Remove <entry>` by default. */
  removeLabel?: (item: T) => string;
}

/** Chosen entries as chips, each with its remove button (a TagInput's list, a picked region). */
export function RemovableChips<T extends string>({
  label,
  value,
  onChange,
  removeLabel = (item) => `Remove ${item}`,
}: RemovableChipsProps<T>) {
  if (value.length === 0) return null;
  return (
    <StyledList aria-label={label}>
      {value.map((item) => (
        <StyledChip key={item}>
          {item}
          <StyledRemove
            type="button"
            aria-label={removeLabel(item)}
            onClick={() => {
              onChange(value.filter((other) => other !== item));
            }}
          >
            <CloseIcon />
          </StyledRemove>
        </StyledChip>
      ))}
    </StyledList>
  );
}

export interface TagInputProps {
  /** The field's label, e.g. 'Tags' or 'Services'. */
  label: string;
  /** The entries, in order. */
  value: readonly string[];
  /** The new list after an add or a remove. */
  onChange: (items: string[]) => void;
  /** Placeholder of the text box. */
  placeholder?: string;
  /** Text of the add button; 'Add' by default. */
  addLabel?: string;
  /** An error to show under the field. */
  error?: string;
  /** The text box's id (labels and focus on error). */
  id?: string;
  /** The list's accessible name when it differs from the text box's label. */
  listLabel?: string;
  /** The longest entry the text box takes. */
  maxLength?: number;
}

/** A list of short texts: type and press Enter (or Add); each entry has a remove button. */
export function TagInput({
  label,
  value,
  onChange,
  placeholder,
  addLabel = 'Add',
  error,
  id,
  listLabel = label,
  maxLength,
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const next = addListItem(value, draft);
    if (next !== null) onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div>
      <StyledRow>
        <TextField
          id={id}
          label={label}
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add}>
          {addLabel}
        </Button>
      </StyledRow>
      <RemovableChips label={listLabel} value={value} onChange={onChange} />
    </div>
  );
}
