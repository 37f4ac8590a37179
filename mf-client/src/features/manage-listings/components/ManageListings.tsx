import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingSummary } from '@atelier/api-contract';
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  Dialog,
  DropdownMenu,
  EmptyState,
  ListFrame,
  MoreIcon,
  Page,
  PageHeader,
  SelectField,
  StarterLimitBanner,
  TextField,
  editJobPath,
  editRequestPath,
  mediaUp,
} from '@atelier/shared-ui';
import {
  useCloseListingMutation,
  useDeleteListingMutation,
  useInviteToJobMutation,
  useReopenListingMutation,
} from '../api/changeListing';
import { useGetMyListingsQuery } from '../api/getMyListings';
import {
  DEFAULT_LISTING_FILTERS,
  MANAGE_LISTINGS_TEXTS as TEXTS,
  editable,
  expiryLabel,
  filterListings,
  type ListingFilters,
} from '../model/listings';

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${mediaUp('sm')} {
    grid-template-columns: minmax(0, 2fr) auto auto;
  }
`;

// On a phone the table scrolls sideways inside its frame; the page itself never does.
const StyledTableFrame = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

// As wide as its columns need (it scrolls in its frame on a phone), never squeezed letter by letter.
const StyledTable = styled.table`
  width: 100%;
  min-width: ${({ theme }) => theme.breakpoints.sm};
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const STATUS_TONES = {
  active: 'success',
  draft: 'neutral',
  closed: 'warning',
  expired: 'danger',
} as const;

type Problem = { limit: string } | { message: string } | null;

/**
 * /client/manage-listings (spec 001, section 2): the client's jobs and requests in one table with
 * search, type and status filters; Close Listing when active, else Reactivate Listing; Delete
 * after the spec's confirmation; Invite on invite-only jobs. States come from the server:
 * listings expire on their deadline without anyone acting.
 */
export function ManageListings() {
  const { data, isLoading, isError, refetch } = useGetMyListingsQuery(undefined);
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ListingFilters>(DEFAULT_LISTING_FILTERS);
  const [closeListing] = useCloseListingMutation();
  const [reopenListing] = useReopenListingMutation();
  const [deleteListing, { isLoading: deleting }] = useDeleteListingMutation();
  const [invite, { isLoading: inviting }] = useInviteToJobMutation();
  const [deletingListing, setDeletingListing] = useState<ListingSummary | null>(null);
  const [invitingTo, setInvitingTo] = useState<ListingSummary | null>(null);
  const [invitee, setInvitee] = useState('');
  const [inviteResult, setInviteResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const listings = filterListings(data ?? [], filters);

  const run = async (action: () => Promise<{ error?: unknown }>) => {
    setProblem(null);
    const result = await action();
    if (result.error === undefined) return;
    const error = result.error as { status?: number; message?: string };
    if (error.status === 402) setProblem({ limit: error.message ?? '' });
    else setProblem({ message: error.message ?? TEXTS.actionFailed });
  };

  const sendInvite = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (invitingTo === null || invitee.trim() === '') return;
    const result = await invite({ jobId: invitingTo.id, user: invitee });
    if ('error' in result) {
      const error = result.error as { message?: string };
      setInviteResult({ ok: false, text: error.message ?? TEXTS.actionFailed });
      return;
    }
    setInviteResult({ ok: true, text: TEXTS.invited(invitee.trim()) });
    setInvitee('');
  };

  const set = <K extends keyof ListingFilters>(key: K, value: ListingFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <Page aria-labelledby="manage-listings-title" width="xl">
      <PageHeader title={TEXTS.heading} titleId="manage-listings-title" subtitle={TEXTS.intro} />
      {problem !== null &&
        ('limit' in problem ? (
          <StarterLimitBanner message={problem.limit} audience="client" />
        ) : (
          <Banner tone="danger" title={problem.message} />
        ))}
      <ListFrame
        status={isLoading ? 'loading' : isError ? 'error' : 'ready'}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void refetch()}
        toolbar={
          <StyledFilters>
            <TextField
              label={TEXTS.search}
              type="search"
              value={filters.search}
              onChange={(event) => set('search', event.target.value)}
            />
            <SelectField
              label={TEXTS.type}
              value={filters.type}
              options={(['all', 'job', 'request'] as const).map((value) => ({
                value,
                label: TEXTS.types[value],
              }))}
              onChange={(event) => set('type', event.target.value as ListingFilters['type'])}
            />
            <SelectField
              label={TEXTS.status}
              value={filters.status}
              options={(['all', 'active', 'draft', 'closed', 'expired'] as const).map((value) => ({
                value,
                label: TEXTS.statuses[value],
              }))}
              onChange={(event) => set('status', event.target.value as ListingFilters['status'])}
            />
          </StyledFilters>
        }
        isEmpty={listings.length === 0}
        empty={<EmptyState title={TEXTS.emptyTitle} text={TEXTS.emptyText} />}
      >
        <StyledTableFrame role="region" aria-label={TEXTS.table} tabIndex={0}>
          <StyledTable aria-label={TEXTS.table}>
            <thead>
              <tr>
                <th scope="col">{TEXTS.columns.title}</th>
                <th scope="col">{TEXTS.columns.type}</th>
                <th scope="col">{TEXTS.columns.status}</th>
                <th scope="col">{TEXTS.columns.expiry}</th>
                <th scope="col">{TEXTS.columns.responses}</th>
                <th scope="col">{TEXTS.columns.views}</th>
                <th scope="col">{TEXTS.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={`${listing.type}-${listing.id}`}>
                  <th scope="row">
                    {listing.title || '—'}{' '}
                    {listing.featured && <Badge tone="brand">Featured</Badge>}{' '}
                    {listing.urgent && <Badge tone="danger">Urgent</Badge>}
                  </th>
                  <td>{TEXTS.types[listing.type]}</td>
                  <td>
                    <Badge tone={STATUS_TONES[listing.status]}>
                      {TEXTS.statuses[listing.status]}
                    </Badge>
                  </td>
                  <td>{expiryLabel(listing)}</td>
                  <td>{listing.responses}</td>
                  <td>{listing.views}</td>
                  <td>
                    <DropdownMenu
                      label={<MoreIcon />}
                      accessibleLabel={TEXTS.actionsFor(listing.title)}
                      align="end"
                      items={[
                        ...(editable(listing)
                          ? [
                              {
                                label: TEXTS.edit,
                                onSelect: () =>
                                  void navigate(
                                    listing.type === 'job'
                                      ? editJobPath(listing.id)
                                      : editRequestPath(listing.id),
                                  ),
                              },
                            ]
                          : []),
                        listing.status === 'active'
                          ? {
                              label: TEXTS.close,
                              onSelect: () => void run(() => closeListing(listing)),
                            }
                          : {
                              label: TEXTS.reactivate,
                              onSelect: () => void run(() => reopenListing(listing)),
                            },
                        ...(listing.type === 'job' && listing.visibility === 'invite-only'
                          ? [{ label: TEXTS.invite, onSelect: () => setInvitingTo(listing) }]
                          : []),
                        {
                          label: TEXTS.delete,
                          danger: true,
                          onSelect: () => setDeletingListing(listing),
                        },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableFrame>
      </ListFrame>
      <ConfirmDialog
        open={deletingListing !== null}
        title={TEXTS.deleteTitle}
        message={TEXTS.deleteConfirm}
        confirmLabel={TEXTS.delete}
        cancelLabel={TEXTS.cancel}
        danger
        busy={deleting}
        busyLabel={TEXTS.deleting}
        onCancel={() => setDeletingListing(null)}
        onConfirm={() => {
          const listing = deletingListing;
          if (listing === null) return;
          void run(() => deleteListing(listing)).finally(() => setDeletingListing(null));
        }}
      />
      <Dialog
        open={invitingTo !== null}
        onClose={() => {
          setInvitingTo(null);
          setInviteResult(null);
        }}
        title={TEXTS.inviteTitle(invitingTo?.title ?? '')}
      >
        <form onSubmit={(event) => void sendInvite(event)}>
          {inviteResult !== null && (
            <Banner tone={inviteResult.ok ? 'success' : 'danger'} title={inviteResult.text} />
          )}
          <TextField
            label={TEXTS.inviteWho}
            value={invitee}
            onChange={(event) => setInvitee(event.target.value)}
          />
          <Button type="submit" disabled={inviting}>
            {TEXTS.inviteSend}
          </Button>
        </form>
      </Dialog>
    </Page>
  );
}
