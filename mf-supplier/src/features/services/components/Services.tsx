import { useState } from 'react';
import styled from 'styled-components';
import type { SupplierService } from '@atelier/api-contract';
import {
  Banner,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ListFrame,
  MutedText,
  Page,
  PageHeader,
} from '@atelier/shared-ui';
import { useDeleteServiceMutation } from '../api/deleteService';
import { useGetMyServicesQuery } from '../api/getMyServices';
import { SERVICES_TEXTS as TEXTS } from '../model/texts';
import { ServiceCard } from './ServiceCard';
import { ServiceForm } from './ServiceForm';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
/** The form's state: closed, a new service, or a change to one. */
type Editing = { service: SupplierService | null } | null;

/** /supplier/services: the supplier's services as listings (spec 001 section 2). */
export function Services() {
  const query = useGetMyServicesQuery(undefined);
  const [deleteService, { isLoading: deleting }] = useDeleteServiceMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingService, setDeletingService] = useState<SupplierService | null>(null);
  const [saved, setSaved] = useState(false);
  const services = query.data ?? [];
  const addButton = (
    <Button
      onClick={() => {
        setSaved(false);
        setEditing({ service: null });
      }}
    >
      {TEXTS.add}
    </Button>
  );

  return (
    <Page aria-labelledby="services-title">
      <PageHeader title={TEXTS.title} titleId="services-title" actions={addButton} />
      <MutedText>{TEXTS.intro}</MutedText>
      {saved && (
        <Banner tone="success" onDismiss={() => setSaved(false)} autoDismissMs={3000}>
          {TEXTS.saved}
        </Banner>
      )}
      <ListFrame
        status={query.isLoading ? 'loading' : query.isError ? 'error' : 'ready'}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void query.refetch()}
        isEmpty={services.length === 0}
        empty={<EmptyState title={TEXTS.emptyTitle} text={TEXTS.emptyText} action={addButton} />}
      >
        <StyledGrid>
          {services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              onEdit={() => {
                setSaved(false);
                setEditing({ service });
              }}
              onDelete={() => setDeletingService(service)}
            />
          ))}
        </StyledGrid>
      </ListFrame>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.service ? TEXTS.editService : TEXTS.newService}
      >
        {editing !== null && (
          <ServiceForm
            key={editing.service?.id ?? 'new'}
            service={editing.service}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setSaved(true);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deletingService !== null}
        title={TEXTS.deleteTitle}
        message={TEXTS.deleteConfirm}
        confirmLabel={TEXTS.delete}
        danger
        busy={deleting}
        busyLabel={TEXTS.deleting}
        onCancel={() => setDeletingService(null)}
        onConfirm={() => {
          if (deletingService === null) return;
          void deleteService(deletingService.id).then(() => setDeletingService(null));
        }}
      />
    </Page>
  );
}
