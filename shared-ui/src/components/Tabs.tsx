import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

// The tabs wrap onto a second row rather than scroll sideways: a strip that scrolls hides its
// last tabs on a phone with no sign that there are more.
const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: none;
  border-bottom: ${({ theme }) => theme.space.xxs} solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  /* A label longer than the whole row breaks rather than overflows. */
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledPanel = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** One tab and its panel. */
export interface TabItem {
  /** Stable identifier, used for `selectedId` and `onSelectedChange`. */
  id: string;
  /** Text of the tab, e.g. 'Payment History'. */
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. 'Payments'. */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** The selected tab when the parent controls it. */
  selectedId?: string;
  /** The tab selected first when uncontrolled; the first tab by default. */
  defaultSelectedId?: string;
  /** Called with the id of the tab the user selected (click, arrow keys, Home, End). */
  onSelectedChange?: (id: string) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select (wrapping), Home and End
 * go to the first and last tab, and only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelectedChange }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? tabs[0]?.id);
  const requestedId = selectedId ?? uncontrolledId;
  const currentId = tabs.some((tab) => tab.id === requestedId) ? requestedId : tabs[0]?.id;

  const select = (id: string) => {
    setUncontrolledId(id);
    onSelectedChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = target === undefined ? undefined : tabs[target];
    if (tab === undefined) return;
    event.preventDefault();
    select(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div>
      <StyledTabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === currentId;
          return (
            <StyledTab
              key={tab.id}
              ref={(element) => {
                if (element === null) tabRefs.current.delete(tab.id);
                else tabRefs.current.set(tab.id, element);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {tabs.map((tab) => {
        const selected = tab.id === currentId;
        return (
          <StyledPanel
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            hidden={!selected}
          >
            {selected && tab.content}
          </StyledPanel>
        );
      })}
    </div>
  );
}
