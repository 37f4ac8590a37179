import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RecommendedProfile } from '@atelier/api-contract';
import {
  MutedText,
  Badge,
  Card,
  DashboardAction,
  ROUTES,
  portfolioPath,
  useDashboardLink,
} from '@atelier/shared-ui';
import { CLIENT_DASHBOARD_TEXTS as TEXTS } from '../model/texts';

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledProfile = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  img {
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    object-fit: cover;
  }
  p {
    margin: 0;
  }
`;
/**
 * The client dashboard's recommended profiles (spec 001 section 2, max 4): freelancers matching
 * the client's open jobs, with their match score and the job.
 */
export function RecommendedProfiles({
  profiles,
  openJobs,
}: {
  profiles: readonly RecommendedProfile[];
  openJobs: number;
}) {
  const to = useDashboardLink();
  const nothingYet = openJobs === 0 && profiles.length === 0;
  return (
    <Card title={TEXTS.recommendedTitle} headingLevel={2}>
      {profiles.length === 0 ? (
        <MutedText>{openJobs === 0 ? TEXTS.recommendedNoJobs : TEXTS.recommendedNone}</MutedText>
      ) : (
        <>
          <MutedText>{TEXTS.recommendedLead}</MutedText>
          <StyledList aria-label={TEXTS.recommendedTitle}>
            {profiles.map((profile) => (
              <StyledProfile key={profile.userId}>
                {profile.photoUrl !== null && <img src={profile.photoUrl} alt="" loading="lazy" />}
                <div>
                  <p>
                    <strong>
                      <Link to={to(portfolioPath(profile.username))}>{profile.fullName}</Link>
                    </strong>{' '}
                    {profile.isPro && <Badge tone="brand">{TEXTS.pro}</Badge>}
                  </p>
                  <MutedText>{profile.profession}</MutedText>
                  <p>
                    <Badge tone="success">{TEXTS.matchScore(profile.matchScore)}</Badge>{' '}
                    <MutedText inline>{TEXTS.matchedJob(profile.matchedJob)}</MutedText>
                  </p>
                </div>
              </StyledProfile>
            ))}
          </StyledList>
        </>
      )}
      <DashboardAction to={nothingYet ? ROUTES.client.postJob : ROUTES.explore}>
        {nothingYet ? TEXTS.quickActions.postJob : TEXTS.quickActions.explore}
      </DashboardAction>
    </Card>
  );
}
