import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ChevronDownIcon } from '../core';

/** A menu entry that navigates. */
export interface DropdownMenuLinkItem {
  /** Text of the entry. */
  label: string;
  /** Path of the platform to go to (react-router `Link`). */
  to: string;
}

/** A menu entry that runs an action. */
export interface DropdownMenuActionItem {
  /** Text of the entry. */
  label: string;
  /** Runs when the entry is chosen, after the menu has closed. */
  onSelect: () => void;
  /** The action destroys something; shown in red. */
  danger?: boolean;
}

export type DropdownMenuItem = DropdownMenuLinkItem | DropdownMenuActionItem;

const StyledRoot = styled.div`
  position: relative;
  display: inline-block;
  max-width: 100%;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  max-width: 100%;

  svg {
    flex: none;
  }

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The button's text: cut with an ellipsis when the button may not be as wide (a phone's bar). */
const StyledLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledMenu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  list-style: none;
`;

const itemStyles = css<{ $danger: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const StyledLinkItem = styled(Link)<{ $danger: boolean }>`
  ${itemStyles}
`;

const StyledActionItem = styled.button<{ $danger: boolean }>`
  ${itemStyles}
`;

export interface DropdownMenuProps {
  /** Content of the button that opens the menu, e.g. 'Portfolio'. */
  label: ReactNode;
  /** Accessible name of the button when `label` is not text (an icon). */
  accessibleLabel?: string;
  /** The entries, in order: links or actions. */
  items: readonly DropdownMenuItem[];
  /** Which edge of the button the menu lines up with; `start` by default. */
  align?: 'start' | 'end';
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first
 * entry and ArrowUp on the last; arrows, Home and End move between entries; Esc closes it and
 * returns focus to the button; Tab, a click outside or choosing an entry close it.
 */
export function DropdownMenu({
  label,
  accessibleLabel,
  items,
  align = 'start',
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const triggerId = useId();

  useEffect(() => {
    if (open) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target) !== true) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };

  const closeAndFocusTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex(index === last ? 0 : index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex(index === 0 ? last : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(last);
        break;
      case 'Escape':
        event.preventDefault();
        closeAndFocusTrigger();
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  return (
    <StyledRoot ref={rootRef}>
      <StyledTrigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={accessibleLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) setOpen(false);
          else openAt(0);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <StyledLabel>{label}</StyledLabel>
        <ChevronDownIcon />
      </StyledTrigger>
      {open && (
        <StyledMenu id={menuId} role="menu" aria-labelledby={triggerId} $align={align}>
          {items.map((item, index) => (
            <li key={`${index}-${item.label}`} role="none">
              {'to' in item ? (
                <StyledLinkItem
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  $danger={false}
                  onClick={() => setOpen(false)}
                  onKeyDown={(event) => onItemKeyDown(event, index)}
                >
                  {item.label}
                </StyledLinkItem>
              ) : (
                <StyledActionItem
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  $danger={item.danger === true}
                  onClick={() => {
                    closeAndFocusTrigger();
                    item.onSelect();
                  }}
                  onKeyDown={(event) => onItemKeyDown(event, index)}
                >
                  {item.label}
                </StyledActionItem>
              )}
            </li>
          ))}
        </StyledMenu>
      )}
    </StyledRoot>
  );
}
