import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ResponseStatus, SupplierResponse } from '@atelier/api-contract';
import { SendMessageButton } from '@atelier/inbox';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  ListFrame,
  SelectField,
  TextField,
  downloadUploadedFile,
  formatApplicationAge,
  formatCurrencyFromCents,
  formatFileSize,
  formatShortDate,
  usePlatform,
} from '@atelier/shared-ui';
import { useGetAccessLogQuery } from '../api/getAccessLog';
import { useGetReceivedResponsesQuery } from '../api/getReceivedResponses';
import { useMoveResponseMutation } from '../api/moveResponse';
import { useOpenResponseMutation } from '../api/openResponse';
import { filterResponses } from '../model/filterResponses';
import { DECLINE_REASONS, STATUS_LABELS, TEXTS } from '../model/texts';
import { QuoteComparison } from './QuoteComparison';
import { ApplicationsTabs } from '../../../components/ApplicationsTabs';

const STATUS_TONES = {
  new: 'info',
  reviewing: 'neutral',
  shortlisted: 'brand',
  interviewed: 'warning',
  hired: 'success',
  rejected: 'danger',
} as const;

const StyledMain = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledSubtitle = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  > :first-child {
    flex: 1 1 240px;
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDetail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

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

const StyledMessage = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

/** Today as YYYY-MM-DD (UTC), as quotes' validity dates are written. */
const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export interface SupplierResponsesProps {
  /** The time the ages and validity are read at (tests pass one). */
  now?: Date;
}

/**
 * The client's Supplier Responses (spec 001 section 2, View Applications' second tab): every
 * response to the client's requests with search and status filter, a detail panel with the
 * structured quote and its files, the moves of the status machine, the quotes for the same
 * request side by side, and who downloaded the request's files.
 */
export function SupplierResponses({ now: givenNow }: SupplierResponsesProps) {
  const { getAccessToken } = usePlatform();
  const { data, isLoading, isError, refetch } = useGetReceivedResponsesQuery(undefined);
  const [openResponse] = useOpenResponseMutation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ResponseStatus | 'all'>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = useMemo(() => givenNow ?? new Date(), [givenNow]);

  const responses = data?.responses ?? [];
  const visible = filterResponses(responses, search, status);
  const selected = responses.find((response) => response.id === selectedId);

  const select = (response: SupplierResponse) => {
    setSelectedId(response.id);
    // Opening a new response moves it to reviewing (the API's machine).
    if (response.status === 'new') void openResponse(response.id);
  };

  return (
    <StyledMain>
      <ApplicationsTabs />
      <StyledTitle>{TEXTS.title}</StyledTitle>
      <StyledSubtitle>{TEXTS.subtitle}</StyledSubtitle>
      <ListFrame
        status={isLoading ? 'loading' : isError && data === undefined ? 'error' : 'ready'}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void refetch()}
        toolbar={
          <StyledToolbar>
            <TextField
              type="search"
              label={TEXTS.search}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
              }}
            />
            <SelectField
              label={TEXTS.statusFilter}
              value={status}
              onChange={(event) => {
                setStatus(event.currentTarget.value as ResponseStatus | 'all');
              }}
              options={[
                { value: 'all', label: TEXTS.allStatuses },
                ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
              ]}
            />
          </StyledToolbar>
        }
        isEmpty={visible.length === 0}
        empty={<EmptyState title={TEXTS.empty} text={TEXTS.emptyHint} />}
      >
        <StyledLayout>
          <StyledList aria-label={TEXTS.title}>
            {visible.map((response) => (
              <li key={response.id}>
                <StyledItem
                  type="button"
                  $selected={response.id === selectedId}
                  aria-pressed={response.id === selectedId}
                  onClick={() => {
                    select(response);
                  }}
                >
                  <strong>{response.supplierName}</strong>
                  <StyledMuted>{response.requestTitle}</StyledMuted>
                  <StyledRow>
                    <Badge tone={STATUS_TONES[response.status]}>
                      {STATUS_LABELS[response.status]}
                    </Badge>
                    <StyledMuted>
                      {formatApplicationAge(new Date(response.createdAt), now)}
                    </StyledMuted>
                  </StyledRow>
                </StyledItem>
              </li>
            ))}
          </StyledList>
          {selected === undefined ? (
            <Card>
              <StyledMuted>{TEXTS.selectHint}</StyledMuted>
            </Card>
          ) : (
            <ResponseDetail
              key={selected.id}
              response={selected}
              sameRequest={responses.filter((other) => other.requestId === selected.requestId)}
              today={todayOf(now)}
              getAccessToken={getAccessToken}
            />
          )}
        </StyledLayout>
      </ListFrame>
    </StyledMain>
  );
}

interface ResponseDetailProps {
  response: SupplierResponse;
  sameRequest: readonly SupplierResponse[];
  today: string;
  getAccessToken: () => Promise<string | null>;
}

function ResponseDetail({ response, sameRequest, today, getAccessToken }: ResponseDetailProps) {
  const [moveResponse, { isLoading: moving }] = useMoveResponseMutation();
  const [problem, setProblem] = useState('');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<string>(DECLINE_REASONS[0]);
  const headingId = useId();
  const { quote, currency } = response;
  const money = (cents: number) => formatCurrencyFromCents(cents, currency);
  // The moves the status machine allows now, as the API answers them (it refuses others, 409).
  const moves = response.allowedMoves;

  const move = async (to: 'shortlisted' | 'interviewed' | 'hired' | 'rejected') => {
    const result = await moveResponse({
      id: response.id,
      status: to,
      ...(to === 'rejected' && { reason }),
    });
    const error = 'error' in result ? (result.error as { message?: string }) : undefined;
    setProblem(error?.message ?? '');
    setDeclining(false);
  };

  const download = async (file: { key: string; name: string }) => {
    try {
      await downloadUploadedFile(file, getAccessToken);
    } catch {
      setProblem(TEXTS.downloadFailed(file.name));
    }
  };

  return (
    <Card>
      <StyledDetail aria-labelledby={headingId}>
        <div>
          <StyledHeading id={headingId}>{response.supplierName}</StyledHeading>
          <StyledMuted>{response.requestTitle}</StyledMuted>
        </div>
        <StyledRow>
          <Badge tone={STATUS_TONES[response.status]}>{STATUS_LABELS[response.status]}</Badge>
          <StyledMuted>
            {response.ndaAcceptedAt === null
              ? TEXTS.noNda
              : TEXTS.nda(formatShortDate(new Date(response.ndaAcceptedAt)))}
          </StyledMuted>
        </StyledRow>
        {response.declineReason !== null && (
          <StyledMuted>{TEXTS.declinedBecause(response.declineReason)}</StyledMuted>
        )}
        {problem !== '' && <p role="alert">{problem}</p>}
        <StyledRow>
          <SendMessageButton userId={response.supplierId} />
          {moves.includes('shortlisted') && (
            <Button disabled={moving} onClick={() => void move('shortlisted')}>
              {TEXTS.actions.shortlist}
            </Button>
          )}
          {moves.includes('interviewed') && (
            <Button disabled={moving} onClick={() => void move('interviewed')}>
              {TEXTS.actions.discuss}
            </Button>
          )}
          {moves.includes('hired') && (
            <Button disabled={moving} onClick={() => void move('hired')}>
              {TEXTS.actions.accept}
            </Button>
          )}
          {moves.includes('rejected') && (
            <Button
              variant="danger"
              disabled={moving}
              onClick={() => {
                setDeclining(true);
              }}
            >
              {TEXTS.actions.decline}
            </Button>
          )}
        </StyledRow>

        <section>
          <StyledSubheading>{TEXTS.message}</StyledSubheading>
          <StyledMessage>{response.message}</StyledMessage>
        </section>

        <section>
          <StyledSubheading>{TEXTS.quote}</StyledSubheading>
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
        </section>

        {response.attachments.length > 0 && (
          <section>
            <StyledSubheading>{TEXTS.attachments}</StyledSubheading>
            <StyledPlainList>
              {response.attachments.map((file) => (
                <li key={file.key}>
                  <Button variant="ghost" size="sm" onClick={() => void download(file)}>
                    {TEXTS.download(file.name)}
                  </Button>{' '}
                  <StyledMuted>{formatFileSize(file.size)}</StyledMuted>
                </li>
              ))}
            </StyledPlainList>
          </section>
        )}

        <QuoteComparison responses={sameRequest} initialQuantity={quote.moq} today={today} />
        <AccessLog requestId={response.requestId} />
      </StyledDetail>

      <Dialog
        open={declining}
        onClose={() => {
          setDeclining(false);
        }}
        title={TEXTS.declineTitle}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setDeclining(false);
              }}
            >
              {TEXTS.cancel}
            </Button>
            <Button variant="danger" disabled={moving} onClick={() => void move('rejected')}>
              {TEXTS.declineConfirm}
            </Button>
          </>
        }
      >
        <SelectField
          label={TEXTS.declineReason}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
          }}
          options={DECLINE_REASONS.map((value) => ({ value, label: value }))}
        />
      </Dialog>
    </Card>
  );
}

function QuoteFact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Who opened which of the request's files, and when (beyond the spec). */
function AccessLog({ requestId }: { requestId: string }) {
  const { data } = useGetAccessLogQuery(requestId, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  const downloads = data?.downloads ?? [];
  return (
    <section aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>{TEXTS.accessLog}</StyledSubheading>
      {downloads.length === 0 ? (
        <StyledMuted>{TEXTS.accessLogEmpty}</StyledMuted>
      ) : (
        <StyledPlainList>
          {downloads.map((entry) => (
            <li key={`${entry.key}-${entry.userId}-${entry.downloadedAt}`}>
              {TEXTS.accessLogEntry(
                entry.userName,
                entry.fileName,
                new Date(entry.downloadedAt).toLocaleString('en-US'),
              )}
            </li>
          ))}
        </StyledPlainList>
      )}
    </section>
  );
}
