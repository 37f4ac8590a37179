import styled from 'styled-components';
import type { StylePerson } from '@atelier/api-contract';

const StyledMenu = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  max-width: 20rem;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
const StyledOption = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
`;

export interface MentionMenuProps {
  /** The listbox's id (the text area's `aria-controls`). */
  id: string;
  label: string;
  people: readonly StylePerson[];
  /** The highlighted option (arrow keys move it, Enter picks it). */
  active: number;
  onPick: (person: StylePerson) => void;
}

/** The '@' menu: the style's people matching what is typed after '@', as a listbox. */
export function MentionMenu({ id, label, people, active, onPick }: MentionMenuProps) {
  return (
    <StyledMenu id={id} role="listbox" aria-label={label}>
      {people.map((person, index) => (
        <StyledOption
          key={person.id}
          id={`${id}-${person.id}`}
          role="option"
          aria-selected={index === active}
          $active={index === active}
          // Picked on mouse down, so the text area keeps the focus and the caret.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(person);
          }}
        >
          {person.name}
        </StyledOption>
      ))}
    </StyledMenu>
  );
}
