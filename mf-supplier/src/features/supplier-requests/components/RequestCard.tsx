import styled from 'styled-components';
import type { SupplierRequest, SupplierResponse } from '@atelier/api-contract';
import {
  Badge,
  Button,
  Card,
  InlineRow,
  LinkButton,
  MutedText,
  formatDateOnly,
  formatFileSize,
  subscriptionPathOf,
} from '@atelier/shared-ui';
import { BIG_ORDER_TEXTS } from '@atelier/api-contract/values';
import { openToProUntil } from '../model/bigOrder';
import { TEXTS } from '../model/texts';

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The brand's logo from its company profile, beside its name. */
const StyledLogo = styled.img`
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

export interface RequestCardProps {
  request: SupplierRequest;
  /** The supplier's own response to it, if any. */
  response: SupplierResponse | undefined;
  onRespond: () => void;
  onDownload: (file: { key: string; name: string }) => void;
}

/**
 * One request on Client Requests: its brand (hidden when confidential), figures, description,
 * its files once responded with the NDA, and Respond (or Revise Quote until the client decides);
 * a big order in its Pro window offers Starter suppliers the upgrade instead.
 */
export function RequestCard({ request, response, onRespond, onDownload }: RequestCardProps) {
  const decided = response?.status === 'hired' || response?.status === 'rejected';
  return (
    <Card>
      <StyledCard aria-label={request.title}>
        <StyledCardTitle>{request.title}</StyledCardTitle>
        <InlineRow>
          {request.companyLogo !== null && (
            <StyledLogo src={request.companyLogo} alt="" loading="lazy" />
          )}
          <strong>{request.company ?? TEXTS.confidentialBrand}</strong>
          <MutedText size="sm" inline>
            {request.location}
          </MutedText>
          <Badge tone="info">{request.type}</Badge>
          <Badge>{request.category}</Badge>
          {request.bigOrder && <Badge tone="warning">{BIG_ORDER_TEXTS.badge}</Badge>}
          {request.directSupplierId !== null && <Badge tone="info">{TEXTS.directInquiry}</Badge>}
          {response !== undefined && <Badge tone="success">{TEXTS.responded}</Badge>}
        </InlineRow>
        <InlineRow>
          {request.quantity !== '' && (
            <MutedText size="sm" inline>
              {TEXTS.quantity}: {request.quantity}
            </MutedText>
          )}
          {(request.budgetMin !== null || request.budgetMax !== null) && (
            <MutedText size="sm" inline>
              {TEXTS.budget}: {request.budgetCurrency} {request.budgetMin ?? 0} -{' '}
              {request.budgetMax ?? '…'}
            </MutedText>
          )}
          {request.deadline !== null && (
            <MutedText size="sm" inline>
              {TEXTS.deadline}: {formatDateOnly(request.deadline)}
            </MutedText>
          )}
        </InlineRow>
        <StyledDescription>{request.description}</StyledDescription>
        {request.attachments.length > 0 ? (
          <InlineRow>
            {request.attachments.map((file) => (
              <Button
                key={file.key}
                variant="ghost"
                size="sm"
                onClick={() => {
                  onDownload(file);
                }}
              >
                {TEXTS.download(file.name)} ({formatFileSize(file.size)})
              </Button>
            ))}
          </InlineRow>
        ) : (
          request.attachmentCount > 0 && (
            <MutedText size="sm" inline>
              {TEXTS.attachmentsHidden(request.attachmentCount)}
            </MutedText>
          )
        )}
        {request.reservedForPro && request.proPriorityUntil !== null ? (
          // A big order in its Pro window (issue 43 item 4): the upgrade, not Respond.
          <InlineRow>
            <MutedText size="sm" inline>
              {openToProUntil(request.proPriorityUntil)}
            </MutedText>
            <LinkButton to={subscriptionPathOf('supplier')} size="sm">
              {BIG_ORDER_TEXTS.upgrade}
            </LinkButton>
          </InlineRow>
        ) : (
          !decided && (
            <div>
              <Button onClick={onRespond}>
                {response === undefined ? TEXTS.respond : TEXTS.revise}
              </Button>
            </div>
          )
        )}
      </StyledCard>
    </Card>
  );
}
