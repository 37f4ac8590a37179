import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  FilterBar,
  InlineRow,
  LinkButton,
  ListFrame,
  MutedText,
  Page,
  PageHeader,
  ROUTES,
  RESPONSE_STATUS_TONES,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
  SelectField,
  TextField,
  downloadUploadedFile,
  starterAllowanceUsage,
  usePlatform,
} from '@atelier/shared-ui';
import { useGetAllowancesQuery } from '../api/getAllowances';
import { useGetMyResponsesQuery } from '../api/getMyResponses';
import { useGetRequestQuery } from '../api/getRequest';
import { useGetRequestsQuery } from '../api/getRequests';
import { filtersFromParams, LINKED_REQUEST_PARAM, queryOf } from '../model/searchParams';
import { STATUS_LABELS, TEXTS } from '../model/texts';
import { RequestCard } from './RequestCard';
import { RespondForm } from './RespondForm';
import { SaveSearchForm } from './SaveSearchForm';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
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
  // A saved search's Run opens the list with its filters; an alert's link names one request.
  const [params] = useSearchParams();
  const [initial] = useState(() => filtersFromParams(params));
  const linkedId = params.get(LINKED_REQUEST_PARAM) ?? '';
  const [search, setSearch] = useState(initial.search);
  const [category, setCategory] = useState<RequestCategory | ''>(initial.category);
  const [region, setRegion] = useState<RequestRegion | ''>(initial.region);
  const [type, setType] = useState<RequestType | ''>(initial.type);
  const [responding, setResponding] = useState<SupplierRequest | null>(null);
  const [savingSearch, setSavingSearch] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const query = queryOf({ search, category, region, type });
  const filters = { page: 1, ...query };
  const { data, isLoading, isError, refetch } = useGetRequestsQuery(filters);
  const linked = useGetRequestQuery(linkedId, { skip: linkedId === '' });
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

  /** One request's card, in the list or opened from an alert's link. */
  const requestCard = (request: SupplierRequest) => (
    <RequestCard
      request={request}
      response={responseTo(request.id)}
      onRespond={() => {
        setNotice('');
        setResponding(request);
      }}
      onDownload={(file) => void download(file)}
    />
  );

  return (
    <Page>
      <PageHeader
        title={TEXTS.title}
        subtitle={[TEXTS.subtitle, replies !== undefined && starterAllowanceUsage(replies)]}
        actions={
          <>
            <Button
              onClick={() => {
                setNotice('');
                setSavingSearch(true);
              }}
            >
              {TEXTS.saveSearch.open}
            </Button>
            <LinkButton variant="ghost" to={ROUTES.supplier.savedSearches}>
              {TEXTS.saveSearch.savedSearches}
            </LinkButton>
          </>
        }
      />
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
      {linkedId !== '' && (
        <StyledSection aria-label={TEXTS.linkedRequest}>
          <StyledHeading>{TEXTS.linkedRequest}</StyledHeading>
          {linked.data !== undefined ? (
            requestCard(linked.data)
          ) : linked.isError ? (
            <MutedText size="sm" inline>
              {TEXTS.linkedRequestMissing}
            </MutedText>
          ) : null}
        </StyledSection>
      )}
      <ListFrame
        status={isLoading ? 'loading' : isError && data === undefined ? 'error' : 'ready'}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void refetch()}
        toolbar={
          <FilterBar>
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
          </FilterBar>
        }
        isEmpty={requests.length === 0}
        empty={<EmptyState title={TEXTS.empty} text={TEXTS.emptyHint} />}
      >
        <StyledList aria-label={TEXTS.title}>
          {requests.map((request) => {
            return <li key={request.id}>{requestCard(request)}</li>;
          })}
        </StyledList>
      </ListFrame>

      <MyResponses responses={myResponses} />

      <Dialog
        open={savingSearch}
        onClose={() => {
          setSavingSearch(false);
        }}
        title={TEXTS.saveSearch.title}
      >
        {savingSearch && (
          <SaveSearchForm
            query={query}
            onCancel={() => {
              setSavingSearch(false);
            }}
            onSaved={(name) => {
              setSavingSearch(false);
              setNotice(TEXTS.saveSearch.saved(name));
            }}
          />
        )}
      </Dialog>

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
    </Page>
  );
}

/** The supplier's own responses: live status, and the reason when declined. */
function MyResponses({ responses }: { responses: readonly SupplierResponse[] }) {
  return (
    <StyledSection aria-label={TEXTS.myResponses}>
      <StyledHeading>{TEXTS.myResponses}</StyledHeading>
      {responses.length === 0 ? (
        <MutedText size="sm" inline>
          {TEXTS.noResponses}
        </MutedText>
      ) : (
        <StyledList>
          {responses.map((response) => (
            <li key={response.id}>
              <Card>
                <InlineRow>
                  <strong>{response.requestTitle}</strong>
                  <Badge tone={RESPONSE_STATUS_TONES[response.status]}>
                    {STATUS_LABELS[response.status]}
                  </Badge>
                  {response.declineReason !== null && (
                    <MutedText size="sm" inline>
                      {TEXTS.declinedBecause(response.declineReason)}
                    </MutedText>
                  )}
                </InlineRow>
              </Card>
            </li>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
