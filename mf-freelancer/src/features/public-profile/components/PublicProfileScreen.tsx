import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SendMessageButton } from '@atelier/inbox';
import type { PortfolioProject, PublicProfile } from '@atelier/api-contract';
import {
  Badge,
  Button,
  Card,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  ROUTES,
  StarRating,
  TagList,
  loginPath,
  shopPath,
  useSessionOrSignedOut,
  useTakesOverPrerenderedContent,
} from '@atelier/shared-ui';
import { PLACEHOLDER_PHOTO } from '../../../lib/placeholderPhoto';
import { useGetPublicProfileQuery } from '../api/getPublicProfile';
import { useGetShopProductsQuery } from '../api/getShopProducts';
import { collapsedBio, isLongBio, shareDescription } from '../model/bio';
import { NOT_FOUND, PUBLIC_PROFILE_TEXTS as T, STAT_LABELS } from '../model/texts';
import { InviteToProject } from './InviteToProject';
import { ProjectDialog } from './ProjectDialog';
import { ShopProducts } from './ShopProducts';
import { usePageMeta } from './usePageMeta';

const StyledPage = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
`;
const StyledPhoto = styled.img`
  width: 8rem;
  height: 8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;
const StyledIdentity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  h1,
  p {
    margin: 0;
  }
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  text-align: center;
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledProjectButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
const StyledLinks = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledTestimonial = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  img {
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;
const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** `/portfolio/:username` (spec 001 section 2, Freelancer public profile). */
export function PublicProfileScreen() {
  const { username = '' } = useParams();
  const session = useSessionOrSignedOut();
  // Public routes may mount before the session is known: asking then would go without the
  // token, and an owner would get their private profile's 404.
  const viewer =
    session.status === 'signedIn' && session.profile !== null ? session.profile.id : null;
  const { data, error, isLoading, isUninitialized, refetch } = useGetPublicProfileQuery(
    { username, viewer },
    { skip: session.status === 'loading' },
  );
  const loading = isLoading || isUninitialized;
  // The gateway's prerendered first screen (nginx SSI) stays until this screen has its own.
  useTakesOverPrerenderedContent(!loading);
  if (loading) return <LoadingState label="Loading Profile" />;
  if (error !== undefined && 'status' in error && error.status === 404) return <ProfileNotFound />;
  if (data === undefined) {
    return (
      <LoadErrorBanner
        title="This profile could not be loaded."
        retryLabel="Retry"
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  return <ProfilePage profile={data} />;
}

function ProfileNotFound() {
  usePageMeta({ title: NOT_FOUND.title, description: NOT_FOUND.message, image: null });
  return (
    <StyledPage>
      <h1>{NOT_FOUND.title}</h1>
      <p>{NOT_FOUND.message}</p>
      <div>
        <LinkButton to={ROUTES.home}>{NOT_FOUND.action}</LinkButton>
      </div>
    </StyledPage>
  );
}

function ProfilePage({ profile }: { profile: PublicProfile }) {
  const session = useSessionOrSignedOut();
  const location = useLocation();
  const [bioOpen, setBioOpen] = useState(false);
  const [opened, setOpened] = useState<PortfolioProject | null>(null);
  const shop = useGetShopProductsQuery(profile.userId);
  usePageMeta({
    title: `${profile.fullName} · ${profile.profession}`,
    description: shareDescription(profile),
    image: profile.photoUrl,
  });

  const viewerRole = session.status === 'signedIn' ? session.profile?.role : undefined;
  // Send Message opens the one conversation with the freelancer (a visitor signs in first);
  // Invite to Project is a client's, to one of their open jobs. Neither on one's own profile.
  const actions = profile.isOwner ? null : (
    <>
      <SendMessageButton userId={profile.userId} />
      {session.status !== 'signedIn' ? (
        <LinkButton to={loginPath(location.pathname)} variant="secondary">
          {T.inviteToProject}
        </LinkButton>
      ) : (
        viewerRole === 'client' && <InviteToProject profile={profile} />
      )}
    </>
  );
  const longBio = isLongBio(profile.bio);
  const links = (
    [
      ['LinkedIn', profile.socialLinks.linkedin],
      ['Instagram', profile.socialLinks.instagram],
      ['Website', profile.socialLinks.website],
    ] as const
  ).filter(([, url]) => url !== '');
  // Verified Supplier: an admin checked the business, and Pro (issue 43); else PRO.
  const badge = profile.verified ? T.verifiedSupplier : profile.isPro && T.pro;

  return (
    <StyledPage>
      <LinkButton to={ROUTES.home} variant="ghost">
        {T.back}
      </LinkButton>
      {!profile.isPublic && <p role="status">{T.privateNotice}</p>}
      <StyledHeader>
        <StyledPhoto
          src={profile.photoUrl ?? PLACEHOLDER_PHOTO}
          alt={profile.fullName}
          width={128}
          height={128}
          onError={(event) => {
            event.currentTarget.src = PLACEHOLDER_PHOTO;
          }}
        />
        <StyledIdentity>
          <StyledRow>
            <h1>{profile.fullName}</h1>
            {badge !== false && <Badge tone="brand">{badge}</Badge>}
          </StyledRow>
          <p>{profile.profession}</p>
          {profile.location !== '' && <p>{profile.location}</p>}
          <StyledRow>
            {profile.availability === 'available' ? (
              <Badge tone="success">{T.available}</Badge>
            ) : (
              <Badge tone="neutral">{T.booked}</Badge>
            )}
          </StyledRow>
          {links.length > 0 && (
            <StyledLinks aria-label="Social links">
              {links.map(([label, url]) => (
                <li key={label}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </StyledLinks>
          )}
        </StyledIdentity>
      </StyledHeader>

      <Card>
        <StyledStats>
          <div>
            <dd>{profile.stats.projectsCompleted}</dd>
            <dt>{STAT_LABELS.projectsCompleted}</dt>
          </div>
          <div>
            <dd>{profile.stats.clientsWorked}</dd>
            <dt>{STAT_LABELS.clientsWorked}</dt>
          </div>
          <div>
            <dd>{profile.stats.yearsExperience}</dd>
            <dt>{STAT_LABELS.yearsExperience}</dt>
          </div>
          <div>
            <dd>{profile.stats.rating.toFixed(1)}</dd>
            <dt>{STAT_LABELS.rating}</dt>
          </div>
        </StyledStats>
      </Card>

      <StyledRow>
        {actions}
        <LinkButton to={shopPath(profile.userId)}>{T.myShop}</LinkButton>
      </StyledRow>

      <section aria-labelledby="about-me">
        <h2 id="about-me">{T.aboutMe}</h2>
        <p>{longBio && !bioOpen ? collapsedBio(profile.bio) : profile.bio}</p>
        {longBio && (
          <Button
            variant="ghost"
            aria-expanded={bioOpen}
            onClick={() => {
              setBioOpen((open) => !open);
            }}
          >
            {bioOpen ? T.readLess : T.readMore}
          </Button>
        )}
      </section>

      {profile.contact !== null && (
        <section aria-labelledby="contact">
          <h2 id="contact">{T.contact}</h2>
          {profile.contact.email !== '' && (
            <p>
              <a href={`mailto:${profile.contact.email}`}>{profile.contact.email}</a>
            </p>
          )}
          {profile.contact.phone !== '' && <p>{profile.contact.phone}</p>}
        </section>
      )}

      <section aria-labelledby="portfolio">
        <h2 id="portfolio">{T.portfolio}</h2>
        {profile.projects.length === 0 ? (
          <p>No published projects yet.</p>
        ) : (
          <StyledGrid>
            {profile.projects.map((project) => (
              <li key={project.id}>
                <StyledProjectButton
                  type="button"
                  onClick={() => {
                    setOpened(project);
                  }}
                >
                  {project.thumbnail !== null && (
                    <img src={project.thumbnail} alt="" loading="lazy" width={320} height={240} />
                  )}
                  <strong>{project.title}</strong>
                  <span>{project.category}</span>
                  {project.featured && <Badge tone="brand">{T.featured}</Badge>}
                </StyledProjectButton>
              </li>
            ))}
          </StyledGrid>
        )}
      </section>

      <ShopProducts sellerId={profile.userId} products={shop.data?.products ?? []} />

      {profile.testimonials.length > 0 && (
        <section aria-labelledby="testimonials">
          <h2 id="testimonials">{T.testimonials}</h2>
          <StyledList>
            {profile.testimonials.map((testimonial) => (
              <StyledTestimonial key={testimonial.id}>
                <img
                  src={testimonial.clientAvatar ?? PLACEHOLDER_PHOTO}
                  alt=""
                  onError={(event) => {
                    event.currentTarget.src = PLACEHOLDER_PHOTO;
                  }}
                />
                <div>
                  <strong>{testimonial.clientName}</strong>
                  <p>{testimonial.projectName}</p>
                  <StarRating value={testimonial.rating} />
                  <p>{testimonial.comment}</p>
                </div>
              </StyledTestimonial>
            ))}
          </StyledList>
        </section>
      )}

      {profile.services.length > 0 && (
        <section aria-labelledby="what-i-do">
          <h2 id="what-i-do">{T.whatIDo}</h2>
          <TagList tags={profile.services} label={T.whatIDo} />
        </section>
      )}

      <Card>
        <section aria-labelledby="work-with-me">
          <h2 id="work-with-me">{T.workWithMe}</h2>
          <p>{T.workWithMeText}</p>
          <StyledRow>{actions}</StyledRow>
          <h3>{T.quickStats}</h3>
          <ul>
            {profile.hourlyRate !== null && (
              <li>
                Hourly rate: {profile.hourlyRate} {profile.currency}
              </li>
            )}
            {profile.languages.length > 0 && <li>Languages: {profile.languages.join(', ')}</li>}
            {profile.openToRemote && <li>Open to remote work</li>}
            {profile.openToFullTime && <li>Open to full-time roles</li>}
          </ul>
        </section>
      </Card>

      <ProjectDialog
        project={opened}
        allowDownloads={profile.allowDownloads}
        onClose={() => {
          setOpened(null);
        }}
      />
    </StyledPage>
  );
}
