import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SupplierResponse } from '@atelier/api-contract';
import {
  Badge,
  Button,
  MutedText,
  downloadUploadedFile,
  formatCurrencyFromCents,
  formatFileSize,
  usePlatform,
} from '@atelier/shared-ui';
import { TEXTS } from '../model/texts';

const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const StyledPlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A plain list of lines (files, the access log). */
export function PlainList({ children }: { children: ReactNode }) {
  return <StyledPlainList>{children}</StyledPlainList>;
}

/** A part of the response's detail under its h3 ('Message', 'Quote'). */
export function ResponseSection({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <StyledSubheading id={titleId}>{title}</StyledSubheading>
      {children}
    </section>
  );
}

function QuoteFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export interface QuoteDetailsProps {
  response: SupplierResponse;
  /** Today as YYYY-MM-DD: a quote valid until before it is marked expired. */
  today: string;
  /** A download that failed: its message. */
  onProblem: (message: string) => void;
}

/** The structured quote (tiers, MOQ, samples, lead times, tooling, Incoterm, validity) and its files. */
export function QuoteDetails({ response, today, onProblem }: QuoteDetailsProps) {
  const { getAccessToken } = usePlatform();
  const { quote, currency } = response;
  const money = (cents: number) => formatCurrencyFromCents(cents, currency);

  const download = async (file: { key: string; name: string }) => {
    try {
      await downloadUploadedFile(file, getAccessToken);
    } catch {
      onProblem(TEXTS.downloadFailed(file.name));
    }
  };

  return (
    <>
      <ResponseSection title={TEXTS.quote}>
        <StyledFacts>
          {quote.tiers.map((tier) => (
            <QuoteFact key={tier.minQuantity} term={TEXTS.tier(tier.minQuantity)}>
              {money(tier.unitPrice)}
            </QuoteFact>
          ))}
          <QuoteFact term={TEXTS.columns.moq}>{quote.moq}</QuoteFact>
          <QuoteFact term={TEXTS.columns.sampleCost}>{money(quote.sampleCost)}</QuoteFact>
          <QuoteFact term={TEXTS.columns.sampleLeadTimeDays}>
            {TEXTS.days(quote.sampleLeadTimeDays)}
          </QuoteFact>
          <QuoteFact term={TEXTS.columns.productionLeadTimeDays}>
            {TEXTS.days(quote.productionLeadTimeDays)}
          </QuoteFact>
          <QuoteFact term={TEXTS.columns.toolingCost}>{money(quote.toolingCost)}</QuoteFact>
          <QuoteFact term={TEXTS.columns.incoterm}>{quote.incoterm}</QuoteFact>
          <QuoteFact term={TEXTS.columns.validUntil}>
            {quote.validUntil}
            {quote.validUntil < today && (
              <>
                {' '}
                <Badge tone="danger">{TEXTS.expired}</Badge>
              </>
            )}
          </QuoteFact>
          {quote.certifications.length > 0 && (
            <QuoteFact term={TEXTS.certifications}>{quote.certifications.join(', ')}</QuoteFact>
          )}
        </StyledFacts>
      </ResponseSection>

      {response.attachments.length > 0 && (
        <ResponseSection title={TEXTS.attachments}>
          <PlainList>
            {response.attachments.map((file) => (
              <li key={file.key}>
                <Button variant="ghost" size="sm" onClick={() => void download(file)}>
                  {TEXTS.download(file.name)}
                </Button>{' '}
                <MutedText size="sm" inline>
                  {formatFileSize(file.size)}
                </MutedText>
              </li>
            ))}
          </PlainList>
        </ResponseSection>
      )}
    </>
  );
}
