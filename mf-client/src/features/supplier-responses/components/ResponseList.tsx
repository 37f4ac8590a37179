import styled from 'styled-components';
import type { SupplierResponse } from '@atelier/api-contract';
import {
  Badge,
  InlineRow,
  MutedText,
  RESPONSE_STATUS_TONES,
  formatApplicationAge,
} from '@atelier/shared-ui';
import { STATUS_LABELS, TEXTS } from '../model/texts';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
`;

export interface ResponseListProps {
  responses: readonly SupplierResponse[];
  selectedId: string | null;
  /** The time the ages are read at. */
  now: Date;
  onSelect: (response: SupplierResponse) => void;
}

/** The responses as a list of buttons: supplier, request, status and age; the chosen one pressed. */
export function ResponseList({ responses, selectedId, now, onSelect }: ResponseListProps) {
  return (
    <StyledList aria-label={TEXTS.title}>
      {responses.map((response) => (
        <li key={response.id}>
          <StyledItem
            type="button"
            $selected={response.id === selectedId}
            aria-pressed={response.id === selectedId}
            onClick={() => {
              onSelect(response);
            }}
          >
            <strong>{response.supplierName}</strong>
            <MutedText size="sm" inline>
              {response.requestTitle}
            </MutedText>
            <InlineRow>
              {response.supplierVerified === true ? (
                <Badge tone="success">{TEXTS.verified}</Badge>
              ) : (
                response.supplierIsPro === true && <Badge tone="brand">{TEXTS.pro}</Badge>
              )}
              <Badge tone={RESPONSE_STATUS_TONES[response.status]}>
                {STATUS_LABELS[response.status]}
              </Badge>
              <MutedText size="sm" inline>
                {formatApplicationAge(new Date(response.createdAt), now)}
              </MutedText>
            </InlineRow>
          </StyledItem>
        </li>
      ))}
    </StyledList>
  );
}
