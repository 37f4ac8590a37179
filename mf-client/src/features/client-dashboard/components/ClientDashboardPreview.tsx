import { DashboardPreviewFrame } from '@atelier/shared-ui';
import { CLIENT_DEMO_CARDS, CLIENT_DEMO_COMPANY } from '../model/demoFigures';
import { ClientDashboardView } from './ClientDashboard';

/** /client-dashboard-preview: the client dashboard for a visitor, with demo figures. */
export function ClientDashboardPreview() {
  return (
    <DashboardPreviewFrame workspace="client">
      <ClientDashboardView
        isPremium={false}
        company={CLIENT_DEMO_COMPANY}
        cards={CLIENT_DEMO_CARDS}
      />
    </DashboardPreviewFrame>
  );
}
