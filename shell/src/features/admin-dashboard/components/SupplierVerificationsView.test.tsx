import type { VerificationApplication } from '@atelier/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import { SUPPLIER_VERIFICATION_TEXTS as TEXTS } from '../model/texts';
import {
  SupplierVerificationsView,
  type SupplierVerificationsViewProps,
} from './SupplierVerificationsView';

const application: VerificationApplication = {
  id: '00000000-0000-4000-8000-000000000009',
  supplierId: '00000000-0000-4000-8000-000000000003',
  companyName: 'Porto Knit Mills',
  legalName: 'Porto Knit Mills Lda',
  registrationNumber: 'PT 509 123 456',
  address: 'Rua das Flores 12, Porto',
  website: 'https://portoknit.example/',
  document: { name: 'registration.pdf', size: 10, url: '/api/uploads/x/download' },
  status: 'pending',
  refusalReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  reviewedAt: null,
};

const renderView = (props: Partial<SupplierVerificationsViewProps> = {}) => {
  const handlers = {
    onRetry: jest.fn(),
    onApprove: jest.fn(),
    onRefuse: jest.fn(),
    onOpenDocument: jest.fn(),
  };
  render(
    <AtelierThemeProvider>
      <SupplierVerificationsView
        applications={[application]}
        failed={false}
        busyId={null}
        outcome={null}
        {...handlers}
        {...props}
      />
    </AtelierThemeProvider>,
  );
  return handlers;
};

describe('Supplier verifications', () => {
  it('shows each application with its business details and document, to approve', async () => {
    const user = userEvent.setup();
    const handlers = renderView();
    const item = screen.getByRole('listitem', { name: 'Porto Knit Mills' });
    for (const text of ['Porto Knit Mills Lda', 'PT 509 123 456', 'Rua das Flores 12, Porto']) {
      expect(within(item).getByText(text)).toBeVisible();
    }
    await user.click(
      within(item).getByRole('button', { name: TEXTS.document('registration.pdf') }),
    );
    expect(handlers.onOpenDocument).toHaveBeenCalledWith(application);
    await user.click(within(item).getByRole('button', { name: TEXTS.approve }));
    expect(handlers.onApprove).toHaveBeenCalledWith(application);
    expect(handlers.onRefuse).not.toHaveBeenCalled();
  });

  it('refuses only with a reason', async () => {
    const user = userEvent.setup();
    const handlers = renderView();
    await user.click(screen.getByRole('button', { name: TEXTS.refuse }));
    await user.click(screen.getByRole('button', { name: TEXTS.sendRefusal }));
    expect(screen.getByText(TEXTS.reasonRequired)).toBeVisible();
    expect(handlers.onRefuse).not.toHaveBeenCalled();
    await user.type(
      screen.getByLabelText(TEXTS.reason('Porto Knit Mills')),
      '  The number does not match.  ',
    );
    await user.click(screen.getByRole('button', { name: TEXTS.sendRefusal }));
    expect(handlers.onRefuse).toHaveBeenCalledWith(application, 'The number does not match.');
  });

  it('says what was decided, and has loading, error and empty states', async () => {
    const user = userEvent.setup();
    renderView({ outcome: { kind: 'approved', company: 'Porto Knit Mills' }, applications: [] });
    expect(screen.getByText(TEXTS.approved('Porto Knit Mills'))).toBeVisible();
    expect(screen.getByText(TEXTS.empty)).toBeVisible();
    const failed = renderView({ applications: undefined, failed: true });
    await user.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(failed.onRetry).toHaveBeenCalled();
  });
});
