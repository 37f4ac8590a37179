import { DashboardPreviewFrame } from '@atelier/shared-ui';
import {
  SUPPLIER_DEMO_CARDS,
  SUPPLIER_DEMO_NAME,
  SUPPLIER_DEMO_SERVICES,
} from '../model/demoFigures';
import { SupplierDashboardView } from './SupplierDashboard';

/** /supplier-dashboard-preview: the supplier dashboard for a visitor, with demo figures. */
export function SupplierDashboardPreview() {
  return (
    <DashboardPreviewFrame workspace="supplier">
      <SupplierDashboardView
        isPro={false}
        name={SUPPLIER_DEMO_NAME}
        services={SUPPLIER_DEMO_SERVICES}
        cards={SUPPLIER_DEMO_CARDS}
      />
    </DashboardPreviewFrame>
  );
}
