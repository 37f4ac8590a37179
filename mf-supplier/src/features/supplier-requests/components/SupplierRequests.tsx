import { useState } from 'react';
import styled from 'styled-components';
import type {
  RequestCategory,
  RequestRegion,
  RequestType,
  SupplierRequest,
  SupplierResponse,
} from '@atelier/api-contract';
import {
  Badge,
  Banner,
  Button,
  Card,
  Dialog,
  EmptyState,
  ListFrame,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
  SelectField,
  TextField,
  downloadUploadedFile,
  formatFileSize,
  starterAllowanceUsage,
  usePlatform,
  formatDateOnly,
} from '@atelier/shared-ui';
import { useGetAllowancesQuery } from '../api/getAllowances';
import { useGetMyResponsesQuery } from '../api/getMyResponses';
import { useGetRequestsQuery } from '../api/getRequests';
import { STATUS_LABELS, TEXTS } from '../model/texts';
import { RespondForm } from './RespondForm';

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
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.lg}`};
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

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The brand's logo from its company profile, beside its name. */
const StyledLogo = styled.img`
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const StyledHeading = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/**
 * The supplier's Client Requests (spec 001 section 2; visibility of section 6): open requests this
 * supplier may see, filtered by category, region and request type; Respond with a structured
 * quote (or revise it until the client decides); the request's files once responded with the
 * NDA; the supplier's own responses with their status and a decline's reason; this month's
 * Starter reply allowance.
 */
export function SupplierRequests() {
  const { getAccessToken } = usePlatform();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<RequestCategory | ''>('');
  const [region, setRegion] = useState<RequestRegion | ''>('');
  const [type, setType] = useState<RequestType | ''>('');
  const [responding, setResponding] = useState<SupplierRequest | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const filters = {
    page: 1,
    ...(search.trim() !== '' && { q: search.trim() }),
    ...(category !== '' && { category }),
    ...(region !== '' && { region }),
    ...(type !== '' && { type }),
  };
  const { data, isLoading, isError, refetch } = useGetRequestsQuery(filters);
  const { data: mine } = useGetMyResponsesQuery(undefined);
  const { data: allowances } = useGetAllowancesQuery(undefined);
  const replies = allowances?.allowances.find((entry) => entry.allowance === 'request-reply');
  const myResponses = mine?.responses ?? [];
  const responseTo = (requestId: string) =>
    myResponses.find((response) => response.requestId === requestId);

  const download = async (file: { key: string; name: string }) => {
    try {
      await downloadUploadedFile(file, getAccessToken);
    } catch {
      setProblem(TEXTS.downloadFailed(file.name));
    }
  };

  const requests = data?.requests ?? [];
  const any = (label: string) => ({ value: '', label });

  return (
    <StyledMain>
      <StyledTitle>{TEXTS.title}</StyledTitle>
      <StyledSubtitle>{TEXTS.subtitle}</StyledSubtitle>
      {replies !== undefined && <StyledMuted>{starterAllowanceUsage(replies)}</StyledMuted>}
      {notice !== '' && (
        <Banner
          tone="success"
          onDismiss={() => {
            setNotice('');
          }}
        >
          {notice}
        </Banner>
      )}
      {problem !== '' && <p role="alert">{problem}</p>}
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
              label={TEXTS.category}
              value={category}
              onChange={(event) => {
                setCategory(event.currentTarget.value as RequestCategory | '');
              }}
              options={[any(TEXTS.all), ...REQUEST_CATEGORIES.map((c) => ({ value: c, label: c }))]}
            />
            <SelectField
              label={TEXTS.region}
              value={region}
              onChange={(event) => {
                setRegion(event.currentTarget.value as RequestRegion | '');
              }}
              options={[any(TEXTS.all), ...REQUEST_REGIONS.map((r) => ({ value: r, label: r }))]}
            />
            <SelectField
              label={TEXTS.type}
              value={type}
              onChange={(event) => {
                setType(event.currentTarget.value as RequestType | '');
              }}
              options={[any(TEXTS.all), ...REQUEST_TYPES.map((t) => ({ value: t, label: t }))]}
            />
          </StyledToolbar>
        }
        isEmpty={requests.length === 0}
        empty={<EmptyState title={TEXTS.empty} text={TEXTS.emptyHint} />}
      >
        <StyledList aria-label={TEXTS.title}>
          {requests.map((request) => {
            const response = responseTo(request.id);
            const decided = response?.status === 'hired' || response?.status === 'rejected';
            return (
              <li key={request.id}>
                <Card>
                  <StyledCard aria-label={request.title}>
                    <StyledCardTitle>{request.title}</StyledCardTitle>
                    <StyledRow>
                      {request.companyLogo !== null && (
                        <StyledLogo src={request.companyLogo} alt="" loading="lazy" />
                      )}
                      <strong>{request.company ?? TEXTS.confidentialBrand}</strong>
                      <StyledMuted>{request.location}</StyledMuted>
                      <Badge tone="info">{request.type}</Badge>
                      <Badge>{request.category}</Badge>
                      {response !== undefined && <Badge tone="success">{TEXTS.responded}</Badge>}
                    </StyledRow>
                    <StyledRow>
                      {request.quantity !== '' && (
                        <StyledMuted>
                          {TEXTS.quantity}: {request.quantity}
                        </StyledMuted>
                      )}
                      {(request.budgetMin !== null || request.budgetMax !== null) && (
                        <StyledMuted>
                          {TEXTS.budget}: {request.budgetCurrency} {request.budgetMin ?? 0} -{' '}
                          {request.budgetMax ?? '…'}
                        </StyledMuted>
                      )}
                      {request.deadline !== null && (
                        <StyledMuted>
                          {TEXTS.deadline}: {formatDateOnly(request.deadline)}
                        </StyledMuted>
                      )}
                    </StyledRow>
                    <StyledDescription>{request.description}</StyledDescription>
                    {request.attachments.length > 0 ? (
                      <StyledRow>
                        {request.attachments.map((file) => (
                          <Button
                            key={file.key}
                            variant="ghost"
                            size="sm"
                            onClick={() => void download(file)}
                          >
                            {TEXTS.download(file.name)} ({formatFileSize(file.size)})
                          </Button>
                        ))}
                      </StyledRow>
                    ) : (
                      request.attachmentCount > 0 && (
                        <StyledMuted>
                          {TEXTS.attachmentsHidden(request.attachmentCount)}
                        </StyledMuted>
                      )
                    )}
                    {!decided && (
                      <div>
                        <Button
                          onClick={() => {
                            setNotice('');
                            setResponding(request);
                          }}
                        >
                          {response === undefined ? TEXTS.respond : TEXTS.revise}
                        </Button>
                      </div>
                    )}
                  </StyledCard>
                </Card>
              </li>
            );
          })}
        </StyledList>
      </ListFrame>

      <MyResponses responses={myResponses} />

      <Dialog
        open={responding !== null}
        onClose={() => {
          setResponding(null);
        }}
        title={responding === null ? '' : TEXTS.form.title(responding.title)}
      >
        {responding !== null && (
          <RespondForm
            request={responding}
            response={responseTo(responding.id)}
            onCancel={() => {
              setResponding(null);
            }}
            onDone={(message) => {
              setResponding(null);
              setNotice(message);
            }}
          />
        )}
      </Dialog>
    </StyledMain>
  );
}

const STATUS_TONES = {
  new: 'info',
  reviewing: 'neutral',
  shortlisted: 'brand',
  interviewed: 'warning',
  hired: 'success',
  rejected: 'danger',
} as const;

/** The supplier's own responses: live status, and the reason when declined. */
function MyResponses({ responses }: { responses: readonly SupplierResponse[] }) {
  return (
    <StyledSection aria-label={TEXTS.myResponses}>
      <StyledHeading>{TEXTS.myResponses}</StyledHeading>
      {responses.length === 0 ? (
        <StyledMuted>{TEXTS.noResponses}</StyledMuted>
      ) : (
        <StyledList>
          {responses.map((response) => (
            <li key={response.id}>
              <Card>
                <StyledRow>
                  <strong>{response.requestTitle}</strong>
                  <Badge tone={STATUS_TONES[response.status]}>
                    {STATUS_LABELS[response.status]}
                  </Badge>
                  {response.declineReason !== null && (
                    <StyledMuted>{TEXTS.declinedBecause(response.declineReason)}</StyledMuted>
                  )}
                </StyledRow>
              </Card>
            </li>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
