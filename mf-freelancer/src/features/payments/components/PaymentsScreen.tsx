import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageHeader, Tabs, mediaUp } from '@atelier/shared-ui';
import { PAYMENTS_TEXTS as TEXTS } from '../model/texts';
import { AccountBanner } from './AccountBanner';
import { HelpSection } from './HelpSection';
import { HistoryTab } from './HistoryTab';
import { MethodsTab } from './MethodsTab';
import { OverviewTab } from './OverviewTab';
import { SettingsTab } from './SettingsTab';

const TABS = [
  { id: 'overview', label: TEXTS.tabs.overview, content: <OverviewTab /> },
  { id: 'history', label: TEXTS.tabs.history, content: <HistoryTab /> },
  { id: 'methods', label: TEXTS.tabs.methods, content: <MethodsTab /> },
  { id: 'settings', label: TEXTS.tabs.settings, content: <SettingsTab /> },
] as const;

// On a phone the four tabs sit two by two rather than wrapping into a row of one (issue 37),
// and a label never breaks inside a word; from md up they are one row.
const StyledTabs = styled.div`
  & [role='tablist'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & [role='tab'] {
    padding-inline: ${({ theme }) => theme.space.sm};
    overflow-wrap: normal;
  }
  ${mediaUp('md')} {
    & [role='tablist'] {
      display: flex;
    }
    & [role='tab'] {
      padding-inline: ${({ theme }) => theme.space.lg};
    }
  }
`;

/** The query parameter that names the selected tab (`?tab=history`); none is the Overview. */
export const PAYMENTS_TAB_PARAM = 'tab';

const tabOf = (value: string | null) => TABS.find((tab) => tab.id === value)?.id ?? TABS[0].id;

/**
 * /freelancer/payments (spec 001 section 2; issue 20): the Stripe account's banner, the four
 * tabs from real sales and the account, and Help. The selected tab is in the address (issue 37),
 * so that Back from a transaction's order, or a reload, comes back to it.
 */
export function PaymentsScreen() {
  const [params, setParams] = useSearchParams();
  const selected = tabOf(params.get(PAYMENTS_TAB_PARAM));
  const select = (id: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === TABS[0].id) next.delete(PAYMENTS_TAB_PARAM);
        else next.set(PAYMENTS_TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Page aria-labelledby="payments-title">
      <PageHeader title={TEXTS.title} titleId="payments-title" subtitle={TEXTS.intro} />
      <AccountBanner />
      <StyledTabs>
        <Tabs label={TEXTS.tabsLabel} tabs={TABS} selectedId={selected} onSelectedChange={select} />
      </StyledTabs>
      <HelpSection />
    </Page>
  );
}
