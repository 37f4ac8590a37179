import { useState } from 'react';
import styled from 'styled-components';
import {
  AdminNavbar,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  LoadingState,
  Page,
  PageHeader,
  TextField,
  type Role,
} from '@atelier/shared-ui';
import { useChangeUserRoleMutation, useListUsersQuery, type AdminUser } from '../api/adminApi';
import { FeaturedProducts } from './FeaturedProducts';
import { SupportRequests } from './SupportRequests';
import { FailedEmails } from './FailedEmails';
import { PlmAnnouncement } from './PlmAnnouncement';
import { SupplierVerifications } from './SupplierVerifications';

// The spec names /admin/dashboard but not its content: an operator needs to find a user, see
// their role and change it, with a confirmation, and to know when something failed; then read
// what users sent through Contact Support and choose the marketplace's featured products; and
// review suppliers' verification applications (issue 43).

const ROLES: readonly Role[] = ['freelancer', 'client', 'supplier', 'admin'];

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const StyledSelect = styled.select`
  padding: ${({ theme }) => theme.space.xs};
  font: inherit;
`;

interface PendingChange {
  user: AdminUser;
  role: Role;
}

export function AdminDashboard() {
  const { data: users, isLoading, isError, refetch } = useListUsersQuery(undefined);
  const [changeRole, { isLoading: saving }] = useChangeUserRoleMutation();
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const visible = (users ?? []).filter((user) =>
    `${user.email} ${user.fullName}`.toLowerCase().includes(query.trim().toLowerCase()),
  );

  const confirm = async () => {
    if (pending === null) return;
    try {
      await changeRole({ id: pending.user.id, role: pending.role }).unwrap();
      setOutcome({ tone: 'success', text: `${pending.user.email} is now ${pending.role}.` });
    } catch {
      setOutcome({
        tone: 'danger',
        text: `The role of ${pending.user.email} could not be changed.`,
      });
    }
    setPending(null);
  };

  return (
    <>
      <AdminNavbar />
      <Page aria-labelledby="admin-title">
        <PageHeader title="Admin Dashboard" titleId="admin-title" />
        {outcome !== null && (
          <Banner
            tone={outcome.tone}
            title={outcome.text}
            autoDismissMs={3000}
            onDismiss={() => setOutcome(null)}
          />
        )}
        <TextField
          label="Find a user"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {isLoading && <LoadingState label="Loading users" />}
        {isError && (
          <Banner tone="danger" title="The users could not be loaded.">
            <Button variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          </Banner>
        )}
        {users !== undefined && visible.length === 0 && (
          <EmptyState title="No users found" text="Try another name or email address." />
        )}
        {visible.length > 0 && (
          <StyledTable>
            <caption>Users ({visible.length})</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((user) => (
                <tr key={user.id}>
                  <td>{user.fullName}</td>
                  <td>{user.email}</td>
                  <td>
                    <StyledSelect
                      aria-label={`Role of ${user.email}`}
                      value={user.role ?? ''}
                      onChange={(event) => setPending({ user, role: event.target.value as Role })}
                    >
                      {user.role === null && <option value="">No role yet</option>}
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {role}
                        </option>
                      ))}
                    </StyledSelect>
                  </td>
                  <td>{new Date(user.createdAt).toLocaleDateString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        )}
        <ConfirmDialog
          open={pending !== null}
          title="Change role?"
          message={
            pending === null
              ? ''
              : `${pending.user.email} will become ${pending.role} and will use that workspace from their next page load.`
          }
          confirmLabel="Change role"
          busy={saving}
          busyLabel="Changing..."
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
        <SupplierVerifications />
        <PlmAnnouncement />
        <SupportRequests />
        <FailedEmails />
        <FeaturedProducts />
      </Page>
    </>
  );
}
