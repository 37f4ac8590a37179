import type { VerificationApplication } from '@atelier/api-contract';
import { downloadFile, refusalReason } from '@atelier/shared-ui';
import { useState } from 'react';
import { useIdentity } from '../../../app/identity/IdentityContext';
import {
  useApproveSupplierVerificationMutation,
  useListSupplierVerificationsQuery,
  useRefuseSupplierVerificationMutation,
} from '../api/supplierVerifications';
import { SUPPLIER_VERIFICATION_TEXTS as TEXTS } from '../model/texts';
import { SupplierVerificationsView, type VerificationOutcome } from './SupplierVerificationsView';

/** The supplier verifications waiting, reviewed through the API (issue 43). */
export function SupplierVerifications() {
  const identity = useIdentity();
  const { data, isError, refetch } = useListSupplierVerificationsQuery(undefined);
  const [approve] = useApproveSupplierVerificationMutation();
  const [refuse] = useRefuseSupplierVerificationMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);

  const review = async (
    application: VerificationApplication,
    decision: 'approved' | 'refused',
    send: () => Promise<unknown>,
  ) => {
    setBusyId(application.id);
    setOutcome(null);
    try {
      await send();
      setOutcome({ kind: decision, company: application.companyName });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        company: application.companyName,
        reason: refusalReason(error),
      });
    }
    setBusyId(null);
  };

  const openDocument = async (application: VerificationApplication) => {
    try {
      await downloadFile(application.document, identity.getAccessToken);
    } catch {
      setOutcome({
        kind: 'failed',
        company: application.companyName,
        reason: TEXTS.documentFailed(application.document.name),
      });
    }
  };

  return (
    <SupplierVerificationsView
      applications={data}
      failed={isError}
      onRetry={() => void refetch()}
      busyId={busyId}
      outcome={outcome}
      onApprove={(application) =>
        void review(application, 'approved', () => approve(application.id).unwrap())
      }
      onRefuse={(application, reason) =>
        void review(application, 'refused', () => refuse({ id: application.id, reason }).unwrap())
      }
      onOpenDocument={(application) => void openDocument(application)}
    />
  );
}
