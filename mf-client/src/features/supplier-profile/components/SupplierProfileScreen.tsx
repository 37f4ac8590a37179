import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SendMessageButton } from '@atelier/inbox';
import type { PublicSupplier } from '@atelier/api-contract';
import {
  Badge,
  Banner,
  Button,
  Dialog,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  ROUTES,
  TagList,
  useSessionOrSignedOut,
} from '@atelier/shared-ui';
import { useGetPublicSupplierQuery } from '../api/getPublicSupplier';
import { INQUIRY_TEXTS, SUPPLIER_NOT_FOUND, SUPPLIER_PROFILE_TEXTS as T } from '../model/texts';
import { InquiryForm } from './InquiryForm';
import { SupplierCatalogue } from './SupplierCatalogue';
import { SupplierServices } from './SupplierServices';

const StyledPage = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;
const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  h1,
  p {
    margin: 0;
  }
`;
const StyledLogo = styled.img`
  width: 6rem;
  height: 6rem;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;
const StyledIdentity = styled.div`
  display: flex;
  flex: 1 1 14rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
`;

/** `/suppliers/:userId` (issue 43): a supplier's public page, readable signed out. */
export function SupplierProfileScreen() {
  const { userId = '' } = useParams();
  const session = useSessionOrSignedOut();
  // Asked once the session is known: a signed-in reader gets the catalogue's link.
  const viewer =
    session.status === 'signedIn' && session.profile !== null ? session.profile.id : null;
  const { data, error, isLoading, isUninitialized, refetch } = useGetPublicSupplierQuery(
    { userId, viewer },
    { skip: session.status === 'loading' },
  );
  if (isLoading || isUninitialized) return <LoadingState label={T.loading} />;
  // The API answers 404 for an unknown or deleted supplier and 400 for an id that is not one.
  if (error !== undefined && 'status' in error && (error.status === 404 || error.status === 400)) {
    return <SupplierNotFound />;
  }
  if (data === undefined) {
    return (
      <StyledPage>
        <LoadErrorBanner
          title={T.loadError}
          retryLabel={T.retry}
          onRetry={() => {
            void refetch();
          }}
        />
      </StyledPage>
    );
  }
  return <SupplierPage supplier={data} />;
}

function SupplierNotFound() {
  const session = useSessionOrSignedOut();
  const client = session.status === 'signedIn' && session.profile?.role === 'client';
  return (
    <StyledPage>
      <h1>{SUPPLIER_NOT_FOUND.title}</h1>
      <p>{SUPPLIER_NOT_FOUND.message}</p>
      <div>
        {client ? (
          <LinkButton to={ROUTES.explore}>{SUPPLIER_NOT_FOUND.explore}</LinkButton>
        ) : (
          <LinkButton to={ROUTES.home}>{SUPPLIER_NOT_FOUND.home}</LinkButton>
        )}
      </div>
    </StyledPage>
  );
}

function SupplierPage({ supplier }: { supplier: PublicSupplier }) {
  const { profile, services, catalogue, acceptsInquiries } = supplier;
  const session = useSessionOrSignedOut();
  // A brand's, to a Pro supplier only (a Starter receives public requests and invitations).
  const mayInquire =
    acceptsInquiries && session.status === 'signedIn' && session.profile?.role === 'client';
  const [inquiring, setInquiring] = useState(false);
  const [sent, setSent] = useState(false);
  const facts = [
    [T.capabilities, profile.capabilities],
    [T.certifications, profile.certifications],
    [T.regions, profile.regions],
  ] as const;
  return (
    <StyledPage aria-labelledby="supplier-name">
      <StyledHeader>
        {profile.logo !== null && (
          <StyledLogo src={profile.logo.url} alt="" width={96} height={96} />
        )}
        <StyledIdentity>
          <StyledRow>
            <h1 id="supplier-name">{profile.companyName}</h1>
            {profile.verified && <Badge tone="brand">{T.verified}</Badge>}
          </StyledRow>
          {profile.location !== null && profile.location !== '' && <p>{profile.location}</p>}
          {profile.website !== null && (
            <p>
              <a href={profile.website} target="_blank" rel="noopener noreferrer">
                {T.website}
              </a>
            </p>
          )}
        </StyledIdentity>
        <StyledRow>
          {/* A visitor signs in first; none on the supplier's own page. */}
          <SendMessageButton userId={profile.userId} />
          {mayInquire && (
            <Button
              variant="secondary"
              onClick={() => {
                setSent(false);
                setInquiring(true);
              }}
            >
              {INQUIRY_TEXTS.open}
            </Button>
          )}
        </StyledRow>
      </StyledHeader>

      {sent && (
        <Banner
          tone="success"
          onDismiss={() => {
            setSent(false);
          }}
        >
          <p>{INQUIRY_TEXTS.sent(profile.companyName)}</p>
          <LinkButton to={ROUTES.client.manageListings} size="sm" variant="secondary">
            {INQUIRY_TEXTS.seeListings}
          </LinkButton>
        </Banner>
      )}
      <Dialog
        open={inquiring}
        onClose={() => {
          setInquiring(false);
        }}
        title={INQUIRY_TEXTS.dialogTitle(profile.companyName)}
      >
        {inquiring && (
          <InquiryForm
            supplierId={profile.userId}
            company={profile.companyName}
            onCancel={() => {
              setInquiring(false);
            }}
            onSent={() => {
              setInquiring(false);
              setSent(true);
            }}
          />
        )}
      </Dialog>

      {profile.description !== null && profile.description !== '' && (
        <section aria-labelledby="supplier-about">
          <h2 id="supplier-about">{T.about}</h2>
          <p>{profile.description}</p>
        </section>
      )}

      <StyledFacts>
        {facts.map(([label, values]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {values.length === 0 ? (
                <MutedText size="sm" inline>
                  -
                </MutedText>
              ) : (
                <TagList tags={values} label={label} />
              )}
            </dd>
          </div>
        ))}
      </StyledFacts>

      <SupplierServices services={services} />

      {/* A Pro supplier's only: the API gives none for a Starter. */}
      {catalogue !== null && <SupplierCatalogue catalogue={catalogue} />}
    </StyledPage>
  );
}
