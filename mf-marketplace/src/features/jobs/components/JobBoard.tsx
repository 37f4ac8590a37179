import { useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, LinkButton, ListFrame } from '@atelier/shared-ui';
import {
  PageHeading,
  PageIntro,
  PageMain,
  PageTitle,
  ResultsBar,
  ResultsHeading,
} from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PLATFORM_PATHS, SHARED_JOB_PARAM, jobPath } from '../../../config/paths';
import { countLabel, similarResultsNote } from '../../../lib/text';
import { useGetJobsQuery } from '../api/getJobs';
import { JOB_PAGE_SIZE } from '@atelier/api-contract/values';
import { jobsQueryOf } from '../model/jobBoard';
import { jobFiltersCleared, jobPageChanged, selectJobBoard } from '../model/jobBoardSlice';
import { JOB_TEXTS } from '../model/texts';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';

// One definite column: a card's long words then wrap inside the page's width instead of sizing
// the column to them.
const StyledJobs = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRange = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSimilar = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  overflow-wrap: anywhere;
`;

/**
 * /jobs: the job opportunities list (spec 001, section 2). The server searches, filters, sorts
 * and pages (`GET /api/jobs`); the board keeps the choices. Each job has its own page (its
 * card's title links there); a link shared before (`/jobs?job=<id>`) opens that page.
 */
export function JobBoard() {
  const [searchParams] = useSearchParams();
  const sharedJobId = searchParams.get(SHARED_JOB_PARAM);
  if (sharedJobId !== null) return <Navigate to={jobPath(sharedJobId)} replace />;
  return <JobList />;
}

function JobList() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectJobBoard);
  const { search, category, type, experience, remoteOnly, sort } = board;
  const page = board.page ?? 1;
  const query = jobsQueryOf({ search, category, type, experience, remoteOnly }, sort, page);
  const { data, isLoading, isFetching, isError, refetch } = useGetJobsQuery(query);
  const [now] = useState(() => Date.now());
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const total = data?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * JOB_PAGE_SIZE + 1;
  const last = Math.min(total, page * JOB_PAGE_SIZE);
  const jobs = data?.jobs ?? [];

  const goToPage = (next: number) => {
    dispatch(jobPageChanged(next));
    resultsHeadingRef.current?.focus();
  };

  return (
    <>
      <PublicHeader
        actions={
          <LinkButton to={PLATFORM_PATHS.postJob} size="sm">
            {JOB_TEXTS.postAJob}
          </LinkButton>
        }
      />
      <PageMain>
        <PageHeading>
          <div>
            <PageTitle>{JOB_TEXTS.heading}</PageTitle>
            <PageIntro>{JOB_TEXTS.intro}</PageIntro>
          </div>
        </PageHeading>

        <ListFrame
          status={isLoading ? 'loading' : isError || data === undefined ? 'error' : 'ready'}
          loadingLabel={JOB_TEXTS.loading}
          errorTitle={JOB_TEXTS.loadError}
          retryLabel={JOB_TEXTS.retry}
          onRetry={() => void refetch()}
          toolbar={
            <>
              <JobFilters />
              <ResultsBar>
                <div aria-live="polite" aria-busy={isFetching}>
                  <ResultsHeading ref={resultsHeadingRef} tabIndex={-1}>
                    {countLabel(total, 'job', 'jobs')}
                  </ResultsHeading>
                  {total > 0 && <StyledRange>{JOB_TEXTS.showing(first, last, total)}</StyledRange>}
                  {data?.similar === true && query.q !== undefined && (
                    <StyledSimilar>{similarResultsNote(query.q)}</StyledSimilar>
                  )}
                </div>
              </ResultsBar>
            </>
          }
          isEmpty={total === 0}
          empty={
            <EmptyState
              title={JOB_TEXTS.emptyTitle}
              text={JOB_TEXTS.emptyText}
              action={
                <Button onClick={() => dispatch(jobFiltersCleared())}>
                  {JOB_TEXTS.clearAllFilters}
                </Button>
              }
            />
          }
          paging={{
            page,
            pageCount: Math.max(1, data?.totalPages ?? 1),
            onPageChange: goToPage,
            label: JOB_TEXTS.pagination,
          }}
        >
          <StyledJobs aria-label={JOB_TEXTS.results}>
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} now={now} />
              </li>
            ))}
          </StyledJobs>
        </ListFrame>
      </PageMain>
    </>
  );
}
