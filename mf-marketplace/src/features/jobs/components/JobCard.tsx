import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  TagList,
  TextField,
  formatJobAge,
  formatDateOnly,
  mediaUp,
  usePlatform,
  useSession,
  ClockIcon,
  MapPinIcon,
  ShareIcon,
} from '@atelier/shared-ui';
import { loginPath } from '../../../config/paths';
import { JOB_EXPERIENCE_LABELS, JOB_TYPE_LABELS } from '@atelier/api-contract/values';
import { JOB_CARD_SKILL_COUNT, SHARE_CONFIRMATION_MS } from '../model/constants';
import type { Job } from '../model/job';
import { formatSalary } from '../model/salary';
import { copyToClipboard, jobLink, jobPath } from '../model/share';
import { ApplyDialog } from './ApplyDialog';
import { JobIconButton } from './JobIconButton';
import { ProWindowNotice } from './ProWindowNotice';
import { SaveJobButton } from './SaveJobButton';
import { JOB_TEXTS } from '../model/texts';

const StyledCard = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledHeader = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  ${mediaUp('sm')} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const StyledLogo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xxxl};
  height: ${({ theme }) => theme.space.xxxl};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const StyledCompany = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: 1 / -1;
  ${mediaUp('sm')} {
    grid-column: auto;
    justify-content: flex-end;
  }
`;

const StyledMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledSalary = styled.li`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** A section of the job's own page (its skills; JobDetail adds requirements and benefits). */
const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledDeadline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const StyledStatus = styled.div`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const initialsOf = (company: string): string =>
  company
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

type ShareState = 'idle' | 'copied' | 'manual';

/** A remote job whose location is just 'Remote': the Remote badge says it, once. */
const locationIsRemoteBadge = (job: Job): boolean =>
  job.remote && job.location.trim().toLowerCase() === JOB_TEXTS.remote.toLowerCase();

export interface JobCardProps {
  job: Job;
  /** The time ages are measured from ('Just posted', '5h ago', '3d ago'). */
  now: number;
  /**
   * The job's own page: the title is the page's heading rather than a link to it, every skill
   * is shown, and `children` (its requirements and benefits) follow the description.
   */
  detail?: boolean;
  children?: ReactNode;
}

/**
 * One job of the board: title, company, badges, location, type, experience, salary, age,
 * applicants, description, 4 skills then '+n more', and the save, share and Apply Now actions.
 */
export function JobCard({ job, now, detail = false, children }: JobCardProps) {
  const titleId = useId();
  const linkFieldRef = useRef<HTMLInputElement>(null);
  const platform = usePlatform();
  const session = useSession();
  const [share, setShare] = useState<ShareState>('idle');
  const [applyNote, setApplyNote] = useState(false);
  const [applying, setApplying] = useState(false);
  const link = jobLink(window.location.origin, job.id);

  useEffect(() => {
    if (share === 'copied') {
      const timer = setTimeout(() => setShare('idle'), SHARE_CONFIRMATION_MS);
      return () => clearTimeout(timer);
    }
    if (share === 'manual') linkFieldRef.current?.select();
    return undefined;
  }, [share]);

  const onShare = async () => {
    // The device's share sheet where there is one (phones); else the link to the clipboard.
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: job.title, url: link });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setShare((await copyToClipboard(link)) ? 'copied' : 'manual');
  };

  const onApply = () => {
    // A visitor signs in first and comes back to this job (the shell reads `redirect`).
    if (session.status !== 'signedIn') platform.navigate(loginPath(jobPath(job.id)));
    else if (session.profile?.role !== 'freelancer') setApplyNote(true);
    else setApplying(true);
  };
  const company = job.company ?? JOB_TEXTS.confidentialCompany;
  // Until the session (and a signed-in user's role) is known, Apply Now cannot tell where to go.
  const sessionKnown =
    session.status === 'signedOut' || (session.status === 'signedIn' && session.profile !== null);

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledHeader>
        <StyledLogo aria-hidden="true">
          {job.companyLogo !== null ? (
            <img src={job.companyLogo} alt="" loading="lazy" />
          ) : job.company === null ? (
            '?'
          ) : (
            initialsOf(job.company)
          )}
        </StyledLogo>
        <div>
          {detail ? (
            <StyledTitle as="h1" id={titleId}>
              {job.title}
            </StyledTitle>
          ) : (
            <StyledTitle id={titleId}>
              <Link to={jobPath(job.id)}>{job.title}</Link>
            </StyledTitle>
          )}
          <StyledCompany>{company}</StyledCompany>
        </div>
        {(job.featured || job.urgent) && (
          <StyledBadges>
            {job.featured && <Badge tone="brand">{JOB_TEXTS.featured}</Badge>}
            {job.urgent && <Badge tone="danger">{JOB_TEXTS.urgent}</Badge>}
          </StyledBadges>
        )}
      </StyledHeader>
      <ProWindowNotice proOnlyUntil={job.proOnlyUntil} />

      <StyledMeta>
        {!locationIsRemoteBadge(job) && (
          <li>
            <MapPinIcon />
            {job.location}
          </li>
        )}
        {job.remote && (
          <li>
            <Badge tone="success">{JOB_TEXTS.remote}</Badge>
          </li>
        )}
        <li>{JOB_TYPE_LABELS[job.type]}</li>
        <li>{JOB_EXPERIENCE_LABELS[job.experience]}</li>
        <StyledSalary>{formatSalary(job.salary)}</StyledSalary>
        <li>
          <ClockIcon />
          {formatJobAge(Date.parse(job.postedDate), now)}
        </li>
        <li>{JOB_TEXTS.applicants(job.applicants)}</li>
      </StyledMeta>

      <StyledDescription>{job.description}</StyledDescription>
      {detail && <StyledSectionTitle>{JOB_TEXTS.requiredSkills}</StyledSectionTitle>}
      <TagList
        tags={job.skills}
        max={detail ? job.skills.length : JOB_CARD_SKILL_COUNT}
        label={JOB_TEXTS.skills}
      />
      {children}

      <StyledFooter>
        {job.deadline !== null && (
          <StyledDeadline>{JOB_TEXTS.deadline(formatDateOnly(job.deadline))}</StyledDeadline>
        )}
        <StyledStatus role="status">
          {share === 'copied' && JOB_TEXTS.linkCopied}
          {applyNote && JOB_TEXTS.onlyFreelancersApply}
        </StyledStatus>
        <StyledActions>
          <SaveJobButton jobId={job.id} title={job.title} />
          <JobIconButton
            type="button"
            aria-label={JOB_TEXTS.share(job.title)}
            onClick={() => void onShare()}
          >
            <ShareIcon />
          </JobIconButton>
          {job.applied ? (
            // Focusable (aria-disabled, not disabled): the apply dialog gives focus back to this
            // button, which Apply Now becomes once the application is sent.
            <Button aria-label={JOB_TEXTS.appliedFor(job.title)} aria-disabled="true">
              {JOB_TEXTS.applied}
            </Button>
          ) : (
            <Button
              aria-label={JOB_TEXTS.applyNowFor(job.title)}
              disabled={!sessionKnown}
              onClick={onApply}
            >
              {JOB_TEXTS.applyNow}
            </Button>
          )}
        </StyledActions>
      </StyledFooter>
      {share === 'manual' && (
        <TextField
          ref={linkFieldRef}
          label={JOB_TEXTS.jobLink}
          hint={JOB_TEXTS.copyManually}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      {applying && <ApplyDialog job={job} open={applying} onClose={() => setApplying(false)} />}
    </StyledCard>
  );
}
