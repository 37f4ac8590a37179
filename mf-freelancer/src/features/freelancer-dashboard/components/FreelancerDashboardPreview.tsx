import { DashboardPreviewFrame } from '@atelier/shared-ui';
import {
  FREELANCER_DEMO_APPLICATIONS,
  FREELANCER_DEMO_COMPLETION,
  FREELANCER_DEMO_MATCHES,
  FREELANCER_DEMO_NAME,
  FREELANCER_DEMO_SALES,
  FREELANCER_DEMO_PROJECTS,
  FREELANCER_DEMO_VIEWS,
} from '../model/demoFigures';
import { ready } from '../model/loadable';
import { FreelancerDashboardView } from './FreelancerDashboard';

/**
 * /freelancer-dashboard-preview: the freelancer dashboard for a visitor, with demo figures (the
 * spec shows Premium as always active in the demo).
 */
export function FreelancerDashboardPreview() {
  return (
    <DashboardPreviewFrame workspace="freelancer">
      <FreelancerDashboardView
        isPro
        name={FREELANCER_DEMO_NAME}
        sales={ready(FREELANCER_DEMO_SALES)}
        projects={ready(FREELANCER_DEMO_PROJECTS)}
        applications={ready(FREELANCER_DEMO_APPLICATIONS)}
        matches={ready(FREELANCER_DEMO_MATCHES)}
        analytics={ready(FREELANCER_DEMO_VIEWS)}
        completion={ready(FREELANCER_DEMO_COMPLETION)}
      />
    </DashboardPreviewFrame>
  );
}
