import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SupplierResponse } from '@atelier/api-contract';
import {
  Badge,
  Button,
  Card,
  InlineRow,
  MutedText,
  RESPONSE_STATUS_TONES,
  formatShortDate,
  supplierProfilePath,
} from '@atelier/shared-ui';
import { STATUS_LABELS, TEXTS } from '../model/texts';
import { AccessLog } from './AccessLog';
import { DecisionActions } from './DecisionActions';
import { QuoteComparison } from './QuoteComparison';
import { QuoteDetails, ResponseSection } from './QuoteDetails';
import { ShareStyleDialog } from './ShareStyleDialog';
import { SHARE_STYLE_TEXTS } from '../model/shareStyle';

const StyledDetail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledMessage = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

export interface ResponseDetailProps {
  response: SupplierResponse;
  /** Every response to the same request (the quotes side by side). */
  sameRequest: readonly SupplierResponse[];
  /** Today as YYYY-MM-DD: a quote valid until before it has expired. */
  today: string;
}

/**
 * One response: the supplier, its status and NDA, the decisions the status machine allows, the
 * message, the structured quote and its files, the quotes compared and the access log.
 */
export function ResponseDetail({ response, sameRequest, today }: ResponseDetailProps) {
  const [problem, setProblem] = useState('');
  const [sharingStyle, setSharingStyle] = useState(false);
  const headingId = useId();
  return (
    <Card>
      <StyledDetail aria-labelledby={headingId}>
        <div>
          <StyledHeading id={headingId}>
            <Link to={supplierProfilePath(response.supplierId)}>{response.supplierName}</Link>
          </StyledHeading>
          <MutedText size="sm" inline>
            {response.requestTitle}
          </MutedText>
        </div>
        <InlineRow>
          <Badge tone={RESPONSE_STATUS_TONES[response.status]}>
            {STATUS_LABELS[response.status]}
          </Badge>
          <MutedText size="sm" inline>
            {response.ndaAcceptedAt === null
              ? TEXTS.noNda
              : TEXTS.nda(formatShortDate(new Date(response.ndaAcceptedAt)))}
          </MutedText>
        </InlineRow>
        {response.declineReason !== null && (
          <MutedText size="sm" inline>
            {TEXTS.declinedBecause(response.declineReason)}
          </MutedText>
        )}
        {problem !== '' && <p role="alert">{problem}</p>}
        <DecisionActions response={response} onProblem={setProblem} />
        <div>
          <Button variant="secondary" onClick={() => setSharingStyle(true)}>
            {SHARE_STYLE_TEXTS.open}
          </Button>
        </div>
        {sharingStyle && (
          <ShareStyleDialog response={response} onClose={() => setSharingStyle(false)} />
        )}

        <ResponseSection title={TEXTS.message}>
          <StyledMessage>{response.message}</StyledMessage>
        </ResponseSection>
        <QuoteDetails response={response} today={today} onProblem={setProblem} />

        <QuoteComparison
          responses={sameRequest}
          initialQuantity={response.quote.moq}
          today={today}
        />
        <AccessLog requestId={response.requestId} />
      </StyledDetail>
    </Card>
  );
}
