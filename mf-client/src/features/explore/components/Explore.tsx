import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DirectoryEntry, DirectoryQuery } from '@atelier/api-contract';
import { PORTFOLIO_CATEGORIES } from '@atelier/api-contract/values';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  LinkButton,
  ListFrame,
  Page,
  PageHeader,
  SelectField,
  TagList,
  TextField,
  conversationPath,
  portfolioPath,
  supplierProfilePath,
} from '@atelier/shared-ui';
import { useGetDirectoryQuery } from '../api/getDirectory';
import {
  AVAILABILITY_OPTIONS,
  ROLE_OPTIONS,
  fromSearchParams,
  toSearchParams,
  withFilter,
} from '../model/directoryQuery';
import { EXPLORE_TEXTS as T } from '../model/texts';

/** Typing waits this long before the search runs. */
const SEARCH_DELAY_MS = 300;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;
const StyledSimilar = styled.p`
  overflow-wrap: anywhere;
`;
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  img {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** `/explore` (spec 001 section 2): the talent and supplier directory. */
export function Explore() {
  const [params, setParams] = useSearchParams();
  const query = fromSearchParams(params);
  const [typed, setTyped] = useState(query.q ?? '');
  const { data, isError, isFetching, isLoading, refetch } = useGetDirectoryQuery(query);

  const apply = (next: DirectoryQuery) => {
    setParams(toSearchParams(next));
  };
  useEffect(() => {
    if (typed.trim() === (query.q ?? '')) return undefined;
    const timer = setTimeout(() => {
      apply(withFilter(query, 'q', typed.trim()));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  });

  /** A filter change, with whatever is typed in the search box (not waiting for its delay). */
  const change = (key: 'role' | 'category' | 'availability' | 'location', value: string) => {
    apply(withFilter(withFilter(query, 'q', typed.trim()), key, value));
  };
  const select =
    (key: 'role' | 'category' | 'availability') => (event: { target: { value: string } }) => {
      change(key, event.target.value);
    };

  return (
    <Page aria-labelledby="explore-title">
      <PageHeader title={T.heading} titleId="explore-title" subtitle={T.subtitle} />
      <ListFrame
        status={isError ? 'error' : isLoading ? 'loading' : 'ready'}
        loadingLabel={T.loading}
        errorTitle={T.error}
        retryLabel={T.retry}
        onRetry={() => {
          void refetch();
        }}
        toolbar={
          <StyledFilters>
            <TextField
              label={T.search}
              type="search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
            />
            <SelectField
              label={T.role}
              value={query.role ?? ''}
              options={ROLE_OPTIONS}
              onChange={select('role')}
            />
            <SelectField
              label={T.category}
              value={query.category ?? ''}
              options={[
                { value: '', label: T.allCategories },
                ...PORTFOLIO_CATEGORIES.map((name) => ({ value: name, label: name })),
              ]}
              onChange={select('category')}
            />
            <TextField
              label={T.location}
              defaultValue={query.location ?? ''}
              onBlur={(event) => {
                change('location', event.target.value.trim());
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') change('location', event.currentTarget.value.trim());
              }}
            />
            <SelectField
              label={T.availability}
              value={query.availability ?? ''}
              options={AVAILABILITY_OPTIONS}
              onChange={select('availability')}
            />
          </StyledFilters>
        }
        isEmpty={data?.profiles.length === 0}
        empty={
          <EmptyState
            title={T.empty}
            text={T.emptyText}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setTyped('');
                  apply({ page: 1 });
                }}
              >
                {T.clear}
              </Button>
            }
          />
        }
        paging={{
          page: query.page,
          pageCount: data?.totalPages ?? 1,
          onPageChange: (page) => {
            apply({ ...query, page });
          },
        }}
      >
        <div aria-live="polite" aria-busy={isFetching}>
          <p>{T.results(data?.total ?? 0)}</p>
          {data?.similar === true && query.q !== undefined && (
            <StyledSimilar>{T.similar(query.q)}</StyledSimilar>
          )}
        </div>
        <StyledGrid>
          {(data?.profiles ?? []).map((profile) => (
            <li key={profile.userId}>
              <ProfileCard profile={profile} />
            </li>
          ))}
        </StyledGrid>
      </ListFrame>
    </Page>
  );
}

function ProfileCard({ profile }: { profile: DirectoryEntry }) {
  return (
    <Card>
      <article aria-label={profile.fullName}>
        <StyledHead>
          {profile.photoUrl !== null && <img src={profile.photoUrl} alt="" loading="lazy" />}
          <div>
            <h2>
              {profile.role === 'supplier' ? (
                <Link to={supplierProfilePath(profile.userId)}>{profile.fullName}</Link>
              ) : profile.username === '' ? (
                profile.fullName
              ) : (
                <Link to={portfolioPath(profile.username)}>{profile.fullName}</Link>
              )}
            </h2>
            <p>{profile.profession}</p>
          </div>
        </StyledHead>
        <p>
          {/* Verified Supplier: an admin checked the business, and Pro (issue 43); else PRO. */}
          {profile.verified ? (
            <Badge tone="brand">{T.verifiedSupplier}</Badge>
          ) : (
            profile.isPro && <Badge tone="brand">{T.pro}</Badge>
          )}{' '}
          <Badge tone={profile.availability === 'available' ? 'success' : 'neutral'}>
            {profile.availability === 'available' ? T.available : T.booked}
          </Badge>
        </p>
        {profile.location !== '' && <p>{profile.location}</p>}
        <TagList tags={[...profile.categories, ...profile.skills]} max={4} label="Expertise" />
        {profile.role === 'supplier' && (
          <LinkButton to={conversationPath('client', profile.userId)} variant="secondary" size="sm">
            {T.sendMessage}
          </LinkButton>
        )}
      </article>
    </Card>
  );
}
