import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1;
  }
`;

const StyledGrid = styled.div<{ $minColumn: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ $minColumn }) => $minColumn}), 1fr)
  );
`;

const StyledInline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  > :first-child {
    flex: 1 1 240px;
  }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A control and its buttons on one line (wrapping on a narrow screen), the control taking the room left. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <StyledRow>{children}</StyledRow>;
}

export interface FieldGridProps {
  /** The narrowest a column may get before the fields wrap to fewer columns (a CSS length). */
  minColumn?: string;
  children: ReactNode;
}

/** A form's short fields side by side, as many columns as fit at `minColumn` each. */
export function FieldGrid({ minColumn = '11.25rem', children }: FieldGridProps) {
  return <StyledGrid $minColumn={minColumn}>{children}</StyledGrid>;
}

/** Badges in a wrapping list (chosen skills, a preview's tags); give it an aria-label. */
export function ChipList(props: ComponentPropsWithRef<'ul'>) {
  return <StyledChips {...props} />;
}

/** Short things in a wrapping line, centred (a status badge and its date, a card's actions). */
export function InlineRow({ children }: { children: ReactNode }) {
  return <StyledInline>{children}</StyledInline>;
}

/** A list's search and filters above it, the search (first) taking the room left. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <StyledFilters>{children}</StyledFilters>;
}
