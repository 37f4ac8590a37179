import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Collaborator, Style } from '@atelier/api-contract';
import { COLLABORATOR_ROLES, type CollaboratorRole } from '@atelier/api-contract/values';
import {
  Banner,
  Button,
  ConfirmDialog,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  SelectField,
  TextField,
  refusalReason,
} from '@atelier/shared-ui';
import { useFindPeopleQuery } from '../api/findPeople';
import { useGetCollaboratorsQuery } from '../api/getCollaborators';
import { useRemoveCollaboratorMutation } from '../api/removeCollaborator';
import { useSetCollaboratorMutation } from '../api/setCollaborator';
import { STYLE_TEXTS } from '../model/texts';

const T = STYLE_TEXTS.sharing;
/** Typing waits this long before the search runs; two letters at least. */
const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const StyledName = styled.span`
  flex: 1 1 10rem;
  overflow-wrap: anywhere;
`;
const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  max-width: 40rem;
`;

/**
 * Who the style is shared with (issue 39), and, for its owner's side, sharing with a freelancer
 * or supplier found by name, a role changed, or someone removed (after confirming).
 */
export function SharingPanel({ style }: { style: Style }) {
  const { data, isError, isLoading, refetch } = useGetCollaboratorsQuery(style.id);
  const [setCollaborator, { isLoading: saving }] = useSetCollaboratorMutation();
  const [removeCollaborator, { isLoading: removing }] = useRemoveCollaboratorMutation();
  const [removingWho, setRemovingWho] = useState<Collaborator | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mayShare = style.access === 'owner';

  const run = (action: Promise<unknown>) => {
    setFailure(null);
    action.catch((error: unknown) => setFailure(refusalReason(error) ?? T.failed));
  };
  const share = (userId: string, role: CollaboratorRole) => {
    run(setCollaborator({ styleId: style.id, userId, role }).unwrap());
  };

  if (isLoading) return <LoadingState label={T.loading} />;
  if (isError || data === undefined) {
    return (
      <LoadErrorBanner
        title={T.error}
        retryLabel={STYLE_TEXTS.retry}
        onRetry={() => void refetch()}
      />
    );
  }
  const shared = new Set(data.items.map((item) => item.userId));

  return (
    <div>
      <h2>{T.heading}</h2>
      {failure !== null && (
        <Banner tone="danger" reveal>
          {failure}
        </Banner>
      )}
      {!mayShare && <MutedText>{T.ownerOnly}</MutedText>}
      {data.items.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <StyledList aria-label={T.heading}>
          {data.items.map((collaborator) => (
            <li key={collaborator.userId}>
              <StyledName>{collaborator.name}</StyledName>
              {mayShare ? (
                <>
                  <SelectField
                    label={T.roleLabel(collaborator.name)}
                    value={collaborator.role}
                    disabled={saving}
                    options={COLLABORATOR_ROLES.map((role) => ({
                      value: role,
                      label: T.roles[role],
                    }))}
                    onChange={(event) =>
                      share(collaborator.userId, event.target.value as CollaboratorRole)
                    }
                  />
                  <Button variant="ghost" onClick={() => setRemovingWho(collaborator)}>
                    {T.remove(collaborator.name)}
                  </Button>
                </>
              ) : (
                <MutedText>{T.roles[collaborator.role]}</MutedText>
              )}
            </li>
          ))}
        </StyledList>
      )}
      {mayShare && <PeopleSearch shared={shared} busy={saving} onShare={share} />}
      <ConfirmDialog
        open={removingWho !== null}
        title={T.removeTitle(removingWho?.name ?? '')}
        message={T.removeMessage}
        confirmLabel={T.removeConfirm}
        cancelLabel={STYLE_TEXTS.cancel}
        danger
        busy={removing}
        busyLabel={T.removing}
        onCancel={() => setRemovingWho(null)}
        onConfirm={() => {
          if (removingWho !== null) {
            run(removeCollaborator({ styleId: style.id, userId: removingWho.userId }).unwrap());
          }
          setRemovingWho(null);
        }}
      />
    </div>
  );
}

function PeopleSearch({
  shared,
  busy,
  onShare,
}: {
  shared: ReadonlySet<string>;
  busy: boolean;
  onShare: (userId: string, role: CollaboratorRole) => void;
}) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useFindPeopleQuery(query.length >= MIN_SEARCH ? query : skipToken);

  return (
    <StyledSection aria-labelledby="share-heading">
      <h3 id="share-heading">{T.addHeading}</h3>
      <TextField
        label={T.search}
        hint={T.searchHint}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div aria-live="polite" aria-busy={isFetching}>
        {isFetching && <MutedText>{T.searching}</MutedText>}
        {data !== undefined && query.length >= MIN_SEARCH && data.profiles.length === 0 && (
          <p>{T.noMatch}</p>
        )}
      </div>
      {data !== undefined && data.profiles.length > 0 && (
        <StyledList aria-label={T.addHeading}>
          {data.profiles.map((person) => (
            <li key={person.userId}>
              <StyledName>
                {person.fullName} · {person.profession}
              </StyledName>
              {shared.has(person.userId) ? (
                <MutedText>{T.already}</MutedText>
              ) : (
                COLLABORATOR_ROLES.map((role) => (
                  <Button
                    key={role}
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onShare(person.userId, role)}
                  >
                    {T.addAs(role, person.fullName)}
                  </Button>
                ))
              )}
            </li>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
