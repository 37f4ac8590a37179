import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ResponseStatus, SupplierResponse } from '@atelier/api-contract';
import {
  APPLICATION_SORTS,
  APPLICATION_SORT_LABELS,
  type ApplicationSort,
} from '@atelier/api-contract/values';
import {
  Card,
  EmptyState,
  FilterBar,
  ListFrame,
  MutedText,
  Page,
  PageHeader,
  SelectField,
  TextField,
} from '@atelier/shared-ui';
import { useGetReceivedResponsesQuery } from '../api/getReceivedResponses';
import { useOpenResponseMutation } from '../api/openResponse';
import { filterResponses } from '../model/filterResponses';
import { STATUS_LABELS, TEXTS } from '../model/texts';
import { ApplicationsTabs } from '../../../components/ApplicationsTabs';
import { ResponseDetail } from './ResponseDetail';
import { ResponseList } from './ResponseList';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
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
  const [sort, setSort] = useState<ApplicationSort>('newest');
  const { data, isLoading, isError, refetch } = useGetReceivedResponsesQuery({ sort });
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
    <Page>
      <ApplicationsTabs />
      <PageHeader title={TEXTS.title} subtitle={TEXTS.subtitle} />
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
            <SelectField
              label={TEXTS.sort}
              value={sort}
              onChange={(event) => {
                setSort(event.currentTarget.value as ApplicationSort);
              }}
              options={APPLICATION_SORTS.map((value) => ({
                value,
                label: APPLICATION_SORT_LABELS[value],
              }))}
            />
          </FilterBar>
        }
        isEmpty={visible.length === 0}
        empty={<EmptyState title={TEXTS.empty} text={TEXTS.emptyHint} />}
      >
        <StyledLayout>
          <ResponseList responses={visible} selectedId={selectedId} now={now} onSelect={select} />
          {selected === undefined ? (
            <Card>
              <MutedText size="sm">{TEXTS.selectHint}</MutedText>
            </Card>
          ) : (
            <ResponseDetail
              key={selected.id}
              response={selected}
              sameRequest={responses.filter((other) => other.requestId === selected.requestId)}
              today={todayOf(now)}
            />
          )}
        </StyledLayout>
      </ListFrame>
    </Page>
  );
}
