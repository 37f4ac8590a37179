import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { PLATFORM_PATHS } from '../../../config/paths';
import { pageOfIndex, paginate } from '../../../lib/pagination';
import { countLabel } from '../../../lib/text';
import { REFERENCE_RATES } from '../../../fixtures/exchangeRates';
import { useGetJobsQuery } from '../api/getJobs';
import { JOB_PAGE_SIZE } from '../model/constants';
import { filterJobs, sortJobs } from '../model/jobBoard';
import {
  jobFiltersCleared,
  jobPageChanged,
  resolveJobPage,
  selectJobBoard,
} from '../model/jobBoardSlice';
import { JOB_TEXTS } from '../model/texts';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';

const StyledJobs = styled.ul`
  display: grid;
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

/**
 * /jobs: the job opportunities list (spec 001, section 2). Loads the jobs through the API slice,
 * then searches, filters, sorts and pages them with the pure functions of the model. A link
 * shared from a card (`/jobs?job=<id>`) opens the board on that job's page, highlighted.
 */
export function JobBoard() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectJobBoard);
  const { data: jobs, isLoading, isError, refetch } = useGetJobsQuery(undefined);
  const [searchParams] = useSearchParams();
  const sharedJobId = searchParams.get('job');
  // The shared job stands out until the visitor picks a page or changes a filter.
  const highlightedJobId = board.page === null ? sharedJobId : null;
  const [now] = useState(() => Date.now());
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const { search, category, type, experience, remoteOnly, sort } = board;
  const results = useMemo(
    () =>
      jobs === undefined
        ? []
        : sortJobs(
            filterJobs(jobs, { search, category, type, experience, remoteOnly }),
            sort,
            REFERENCE_RATES,
          ),
    [jobs, search, category, type, experience, remoteOnly, sort],
  );
  const requestedPage = resolveJobPage(board.page, sharedJobId, results, (index) =>
    pageOfIndex(index, JOB_PAGE_SIZE),
  );
  const page = paginate(results, requestedPage, JOB_PAGE_SIZE);

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
          status={isLoading ? 'loading' : isError || jobs === undefined ? 'error' : 'ready'}
          loadingLabel={JOB_TEXTS.loading}
          errorTitle={JOB_TEXTS.loadError}
          retryLabel={JOB_TEXTS.retry}
          onRetry={() => void refetch()}
          toolbar={
            <>
              <JobFilters />
              <ResultsBar>
                <div aria-live="polite">
                  <ResultsHeading ref={resultsHeadingRef} tabIndex={-1}>
                    {countLabel(page.total, 'job', 'jobs')}
                  </ResultsHeading>
                  {page.total > 0 && (
                    <StyledRange>
                      {JOB_TEXTS.showing(page.first, page.last, page.total)}
                    </StyledRange>
                  )}
                </div>
              </ResultsBar>
            </>
          }
          isEmpty={page.total === 0}
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
            page: page.page,
            pageCount: page.pageCount,
            onPageChange: goToPage,
            label: JOB_TEXTS.pagination,
          }}
        >
          <StyledJobs aria-label={JOB_TEXTS.results}>
            {page.items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} now={now} highlighted={job.id === highlightedJobId} />
              </li>
            ))}
          </StyledJobs>
        </ListFrame>
      </PageMain>
    </>
  );
}
