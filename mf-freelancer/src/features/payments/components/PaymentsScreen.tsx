import { Page, PageHeader, Tabs } from '@atelier/shared-ui';
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

/**
 * /freelancer/payments (spec 001 section 2; issue 20): the Stripe account's banner, the four
 * tabs from real sales and the account, and Help.
 */
export function PaymentsScreen() {
  return (
    <Page aria-labelledby="payments-title">
      <PageHeader title={TEXTS.title} titleId="payments-title" subtitle={TEXTS.intro} />
      <AccountBanner />
      <Tabs label={TEXTS.tabsLabel} tabs={TABS} />
      <HelpSection />
    </Page>
  );
}
