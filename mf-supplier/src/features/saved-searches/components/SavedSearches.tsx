import { useState } from 'react';
import styled from 'styled-components';
import type { SavedSearch, SavedSearchAlert } from '@atelier/api-contract';
import { SAVED_SEARCH_ALERT_LABELS, SAVED_SEARCH_ALERTS } from '@atelier/api-contract/values';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  InlineRow,
  LinkButton,
  ListFrame,
  MutedText,
  Page,
  PageHeader,
  ROUTES,
  SelectField,
} from '@atelier/shared-ui';
import { useDeleteSavedSearchMutation } from '../api/deleteSavedSearch';
import { useGetSavedSearchesQuery } from '../api/getSavedSearches';
import { useSetSavedSearchAlertMutation } from '../api/setSavedSearchAlert';
import { describeFilters, runPath } from '../model/savedSearch';
import { TEXTS } from '../model/texts';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ALERT_OPTIONS = SAVED_SEARCH_ALERTS.map((alert) => ({
  value: alert,
  label: SAVED_SEARCH_ALERT_LABELS[alert],
}));

/**
 * /supplier/saved-searches (issue 40): the supplier's saved searches of Client Requests, each with
 * Run (the list with its filters), its alert (off, daily digest, instant at most hourly) and
 * Delete (after a confirmation).
 */
export function SavedSearches() {
  const query = useGetSavedSearchesQuery(undefined);
  const [setAlert] = useSetSavedSearchAlertMutation();
  const [deleteSearch, { isLoading: deleting }] = useDeleteSavedSearchMutation();
  const [deletingSearch, setDeletingSearch] = useState<SavedSearch | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const searches = query.data?.savedSearches ?? [];

  const changeAlert = async (search: SavedSearch, alert: SavedSearchAlert) => {
    setNotice('');
    setProblem('');
    const result = await setAlert({ id: search.id, alert });
    if ('error' in result) setProblem(TEXTS.alertFailed);
    else setNotice(TEXTS.alertSaved(search.name));
  };

  const confirmDelete = async () => {
    if (deletingSearch === null) return;
    setNotice('');
    setProblem('');
    const result = await deleteSearch(deletingSearch.id);
    if ('error' in result) setProblem(TEXTS.deleteFailed);
    else setNotice(TEXTS.deleted(deletingSearch.name));
    setDeletingSearch(null);
  };

  const openRequests = <LinkButton to={ROUTES.supplier.requests}>{TEXTS.openRequests}</LinkButton>;

  return (
    <Page aria-labelledby="saved-searches-title">
      <PageHeader title={TEXTS.title} titleId="saved-searches-title" subtitle={TEXTS.subtitle} />
      {notice !== '' && (
        <Banner tone="success" onDismiss={() => setNotice('')}>
          {notice}
        </Banner>
      )}
      {problem !== '' && (
        <Banner tone="danger" onDismiss={() => setProblem('')}>
          {problem}
        </Banner>
      )}
      <ListFrame
        status={query.isLoading ? 'loading' : query.isError ? 'error' : 'ready'}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void query.refetch()}
        isEmpty={searches.length === 0}
        empty={<EmptyState title={TEXTS.emptyTitle} text={TEXTS.emptyText} action={openRequests} />}
      >
        <StyledList aria-label={TEXTS.title}>
          {searches.map((search) => (
            <li key={search.id}>
              <Card>
                <StyledCard aria-label={search.name}>
                  <StyledName>{search.name}</StyledName>
                  <MutedText size="sm">{describeFilters(search.query)}</MutedText>
                  <SelectField
                    label={TEXTS.alert(search.name)}
                    value={search.alert}
                    onChange={(event) => {
                      void changeAlert(search, event.currentTarget.value as SavedSearchAlert);
                    }}
                    options={ALERT_OPTIONS}
                  />
                  <InlineRow>
                    <LinkButton to={runPath(search.query)} aria-label={TEXTS.runLabel(search.name)}>
                      {TEXTS.run}
                    </LinkButton>
                    <Button
                      variant="ghost"
                      aria-label={TEXTS.deleteLabel(search.name)}
                      onClick={() => setDeletingSearch(search)}
                    >
                      {TEXTS.delete}
                    </Button>
                  </InlineRow>
                </StyledCard>
              </Card>
            </li>
          ))}
        </StyledList>
      </ListFrame>
      <ConfirmDialog
        open={deletingSearch !== null}
        title={TEXTS.deleteTitle}
        message={deletingSearch === null ? '' : TEXTS.deleteConfirm(deletingSearch.name)}
        confirmLabel={TEXTS.delete}
        danger
        busy={deleting}
        busyLabel={TEXTS.deleting}
        onCancel={() => setDeletingSearch(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Page>
  );
}
