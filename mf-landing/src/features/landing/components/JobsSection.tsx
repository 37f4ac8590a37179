import { useId } from 'react';
import { Badge, LinkButton } from '@atelier/shared-ui';
import { PLATFORM_PATHS } from '../../../config/paths';
import { Icon } from '../../../components/icons';
import { JOBS, type FeaturedJob } from '../../../content/landing';
import { CARD_TEXTS } from '../model/texts';
import { CardsSection } from './CardsSection';
import {
  StyledCard,
  StyledCardActions,
  StyledCardText,
  StyledCardTitle,
  StyledCardTop,
  StyledMeta,
} from './cardStyles';

function JobCard({ job }: { job: FeaturedJob }) {
  const titleId = useId();
  return (
    <StyledCard>
      <StyledCardTop>
        {job.urgent && <Badge tone="danger">{CARD_TEXTS.urgent}</Badge>}
        <Badge tone="info">{job.type}</Badge>
      </StyledCardTop>
      <StyledCardTitle id={titleId}>{job.title}</StyledCardTitle>
      <StyledMeta>
        <Icon name="building" />
        {job.company}
      </StyledMeta>
      <StyledCardText>{job.description}</StyledCardText>
      <StyledMeta>
        <Icon name="clock" />
        {CARD_TEXTS.deadline}: {job.deadline}
      </StyledMeta>
      <StyledCardActions>
        <LinkButton to={PLATFORM_PATHS.signup} aria-describedby={titleId}>
          {CARD_TEXTS.applyNow}
        </LinkButton>
      </StyledCardActions>
    </StyledCard>
  );
}

/** Section `jobs`: three featured sample jobs (one urgent), Apply Now leading to sign-up. */
export function JobsSection() {
  return (
    <CardsSection
      id="jobs"
      texts={JOBS}
      columns={3}
      tone="muted"
      more={{ to: PLATFORM_PATHS.jobs, label: CARD_TEXTS.viewAllJobs }}
    >
      {JOBS.jobs.map((job) => (
        <JobCard key={job.title} job={job} />
      ))}
    </CardsSection>
  );
}
