import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, LinkButton, LoadingState } from '@atelier/shared-ui';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { PageMain } from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { PATHS } from '../../../config/paths';
import { useGetJobQuery } from '../api/getJob';
import { JOB_TEXTS } from '../model/texts';
import { JobCard } from './JobCard';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** A list the client wrote (requirements, benefits), under its heading; nothing when empty. */
function JobList({ title, rows }: { title: string; rows: readonly string[] }) {
  if (rows.length === 0) return null;
  return (
    <StyledSection aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </StyledSection>
  );
}

/**
 * /jobs/:jobId: one job on its own page, the address its card shares: the card's facts with the
 * whole description, every required skill, the requirements and benefits the client wrote, the
 * salary and deadline, and the same save, share and Apply Now actions.
 */
export function JobDetail() {
  const { jobId = '' } = useParams();
  const { data: job, isLoading, isError } = useGetJobQuery(jobId);
  const [now] = useState(() => Date.now());

  return (
    <>
      <PublicHeader />
      <PageMain>
        {job !== undefined && (
          <Breadcrumb parent={{ label: JOB_TEXTS.jobsList, to: PATHS.jobs }} current={job.title} />
        )}
        {isLoading ? (
          <LoadingState label={JOB_TEXTS.jobLoading} />
        ) : isError || job === undefined ? (
          <EmptyState
            headingLevel={2}
            title={JOB_TEXTS.jobNotFound}
            text={JOB_TEXTS.jobNotFoundText}
            action={<LinkButton to={PATHS.jobs}>{JOB_TEXTS.browseJobs}</LinkButton>}
          />
        ) : (
          <JobCard job={job} now={now} detail>
            <JobList title={JOB_TEXTS.requirements} rows={job.requirements} />
            <JobList title={JOB_TEXTS.benefits} rows={job.benefits} />
          </JobCard>
        )}
      </PageMain>
    </>
  );
}
