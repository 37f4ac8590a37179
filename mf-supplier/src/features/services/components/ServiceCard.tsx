import styled from 'styled-components';
import type { SupplierService } from '@atelier/api-contract';
import { Badge, Button, Card, TagList } from '@atelier/shared-ui';
import { priceRangeOf } from '../model/serviceForm';
import { SERVICES_TEXTS as TEXTS } from '../model/texts';

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledDescription = styled.p`
  margin: 0;
`;

export interface ServiceCardProps {
  service: SupplierService;
  /** Leaves out Edit and Delete (the dashboard's overview, a preview). */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A service as a listing: type, price range, MOQ, lead time, categories, certifications. */
export function ServiceCard({ service, onEdit, onDelete }: ServiceCardProps) {
  const hasLeadTime = service.leadTimeMinDays !== null || service.leadTimeMaxDays !== null;
  return (
    <Card title={service.title}>
      <div>
        <Badge tone="brand">{service.type}</Badge>
      </div>
      <StyledDescription>{service.description}</StyledDescription>
      <StyledFacts>
        <li>{priceRangeOf(service)}</li>
        {service.moq !== null && <li>{TEXTS.moq(service.moq)}</li>}
        {hasLeadTime && <li>{TEXTS.leadTime(service.leadTimeMinDays, service.leadTimeMaxDays)}</li>}
      </StyledFacts>
      <TagList tags={service.categories} label="Categories" />
      {service.certifications.length > 0 && (
        <TagList tags={service.certifications} label="Certifications" />
      )}
      {(onEdit !== undefined || onDelete !== undefined) && (
        <StyledActions>
          {onEdit !== undefined && (
            <Button
              variant="secondary"
              size="sm"
              onClick={onEdit}
              aria-label={`${TEXTS.edit} ${service.title}`}
            >
              {TEXTS.edit}
            </Button>
          )}
          {onDelete !== undefined && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={`${TEXTS.delete} ${service.title}`}
            >
              {TEXTS.delete}
            </Button>
          )}
        </StyledActions>
      )}
    </Card>
  );
}
