import styled from 'styled-components';
import { GridIcon, ListIcon } from '../core';

/** How a collection is laid out. */
export type ViewMode = 'grid' | 'list';

const StyledGroup = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledOption = styled.button`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface ViewToggleProps {
  /** The current layout. */
  value: ViewMode;
  /** Called with the layout the user picked. */
  onChange: (mode: ViewMode) => void;
  /** Accessible name of the group; 'View' by default. */
  label?: string;
  /** Accessible name of the grid button; 'Grid view' by default. */
  gridLabel?: string;
  /** Accessible name of the list button; 'List view' by default. */
  listLabel?: string;
}

/** Two toggle buttons (aria-pressed) switching a collection between grid and list. */
export function ViewToggle({
  value,
  onChange,
  label = 'View',
  gridLabel = 'Grid view',
  listLabel = 'List view',
}: ViewToggleProps) {
  return (
    <StyledGroup role="group" aria-label={label}>
      <StyledOption
        type="button"
        aria-label={gridLabel}
        aria-pressed={value === 'grid'}
        onClick={() => onChange('grid')}
      >
        <GridIcon />
      </StyledOption>
      <StyledOption
        type="button"
        aria-label={listLabel}
        aria-pressed={value === 'list'}
        onClick={() => onChange('list')}
      >
        <ListIcon />
      </StyledOption>
    </StyledGroup>
  );
}
