import type { VerificationApplication } from '@atelier/api-contract';
import { useState } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  EmptyState,
  ItemList,
  LoadErrorBanner,
  LoadingState,
  TextAreaField,
  formatShortDate,
} from '@atelier/shared-ui';
import { SUPPLIER_VERIFICATION_TEXTS as TEXTS } from '../model/texts';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The last review's answer, shown above the list. */
export type VerificationOutcome =
  | { kind: 'approved' | 'refused'; company: string }
  | { kind: 'failed'; company: string; reason: string | null };

export interface SupplierVerificationsViewProps {
  /** The applications waiting, oldest first; undefined while loading or after a failure. */
  applications: readonly VerificationApplication[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The application being reviewed now, if any. */
  busyId: string | null;
  outcome: VerificationOutcome | null;
  onApprove: (application: VerificationApplication) => void;
  onRefuse: (application: VerificationApplication, reason: string) => void;
  /** Saves the application's document (a signed link, behind the admin's token). */
  onOpenDocument: (application: VerificationApplication) => void;
}

function ApplicationItem({
  application,
  busy,
  onApprove,
  onRefuse,
  onOpenDocument,
}: {
  application: VerificationApplication;
  busy: boolean;
} & Pick<SupplierVerificationsViewProps, 'onApprove' | 'onRefuse' | 'onOpenDocument'>) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const headingId = `verification-${application.id}`;

  const sendRefusal = () => {
    if (reason.trim() === '') {
      setError(TEXTS.reasonRequired);
      return;
    }
    setError(undefined);
    onRefuse(application, reason.trim());
  };

  return (
    <StyledItem aria-labelledby={headingId}>
      <h3 id={headingId}>{application.companyName}</h3>
      <StyledMuted>
        <time dateTime={application.createdAt}>
          {TEXTS.sent(formatShortDate(Date.parse(application.createdAt)))}
        </time>
      </StyledMuted>
      <dl>
        <dt>{TEXTS.legalName}</dt>
        <dd>{application.legalName}</dd>
        <dt>{TEXTS.registrationNumber}</dt>
        <dd>{application.registrationNumber}</dd>
        <dt>{TEXTS.address}</dt>
        <dd>{application.address}</dd>
        <dt>{TEXTS.website}</dt>
        <dd>
          <a href={application.website} target="_blank" rel="noopener noreferrer">
            {application.website}
          </a>
        </dd>
      </dl>
      <div>
        <Button variant="ghost" size="sm" onClick={() => onOpenDocument(application)}>
          {TEXTS.document(application.document.name)}
        </Button>
      </div>
      {refusing ? (
        <>
          <TextAreaField
            label={TEXTS.reason(application.companyName)}
            value={reason}
            maxLength={1000}
            rows={3}
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
          <StyledRow>
            <Button variant="danger" busy={busy} busyLabel={TEXTS.refusing} onClick={sendRefusal}>
              {TEXTS.sendRefusal}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setRefusing(false)}>
              {TEXTS.cancel}
            </Button>
          </StyledRow>
        </>
      ) : (
        <StyledRow>
          <Button busy={busy} busyLabel={TEXTS.approving} onClick={() => onApprove(application)}>
            {TEXTS.approve}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setRefusing(true)}>
            {TEXTS.refuse}
          </Button>
        </StyledRow>
      )}
    </StyledItem>
  );
}

/**
 * Verified Supplier (issue 43): the applications waiting, oldest first, each with its business
 * details and document, to approve or to refuse with a reason the supplier reads.
 */
export function SupplierVerificationsView({
  applications,
  failed,
  onRetry,
  busyId,
  outcome,
  onApprove,
  onRefuse,
  onOpenDocument,
}: SupplierVerificationsViewProps) {
  return (
    <StyledSection aria-labelledby="supplier-verifications-title">
      <h2 id="supplier-verifications-title">{TEXTS.title}</h2>
      <StyledMuted>{TEXTS.intro}</StyledMuted>
      {outcome !== null && (
        <Banner tone={outcome.kind === 'failed' ? 'danger' : 'success'}>
          {outcome.kind === 'failed'
            ? TEXTS.failed(outcome.company, outcome.reason)
            : outcome.kind === 'approved'
              ? TEXTS.approved(outcome.company)
              : TEXTS.refused(outcome.company)}
        </Banner>
      )}
      {applications === undefined &&
        (failed ? (
          <LoadErrorBanner title={TEXTS.error} retryLabel={TEXTS.retry} onRetry={onRetry} />
        ) : (
          <LoadingState label={TEXTS.loading} />
        ))}
      {applications?.length === 0 && (
        <EmptyState title={TEXTS.empty} text={TEXTS.emptyText} headingLevel={3} />
      )}
      {applications !== undefined && applications.length > 0 && (
        <ItemList as="ol" aria-label={TEXTS.title}>
          {applications.map((application) => (
            <ApplicationItem
              key={application.id}
              application={application}
              busy={busyId === application.id}
              onApprove={onApprove}
              onRefuse={onRefuse}
              onOpenDocument={onOpenDocument}
            />
          ))}
        </ItemList>
      )}
    </StyledSection>
  );
}
