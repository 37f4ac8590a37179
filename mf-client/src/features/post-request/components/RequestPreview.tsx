import { useId } from 'react';
import styled from 'styled-components';
import { Badge, Card, ChipList, MutedText, formatDateOnly } from '@atelier/shared-ui';
import type { RequestFormValues } from '../model/requestForm';
import { TEXTS } from '../model/texts';

const StyledPreview = styled.aside`
  align-self: start;
  position: sticky;
  top: ${({ theme }) => theme.space.xl};
`;

const StyledPreviewTitle = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** The live preview: the request as suppliers will read it (the brand hidden unless public). */
export function RequestPreview({
  values,
  company,
}: {
  values: RequestFormValues;
  company: string;
}) {
  const headingId = useId();
  const hidesBrand = values.visibility !== 'public';
  return (
    <StyledPreview aria-labelledby={headingId}>
      <Card>
        <MutedText size="sm" id={headingId}>
          {TEXTS.sections.preview}
        </MutedText>
        <StyledPreviewTitle>{values.title.trim() || TEXTS.previewEmptyTitle}</StyledPreviewTitle>
        <MutedText size="sm">
          {hidesBrand ? TEXTS.visibility[values.visibility].label : company}
          {values.location.trim() !== '' && ` · ${values.location.trim()}`}
        </MutedText>
        <ChipList>
          {values.type !== '' && (
            <li>
              <Badge tone="info">{values.type}</Badge>
            </li>
          )}
          {values.category !== '' && (
            <li>
              <Badge>{values.category}</Badge>
            </li>
          )}
        </ChipList>
        {values.quantity.trim() !== '' && (
          <MutedText size="sm">
            {TEXTS.fields.quantity}: {values.quantity.trim()}
          </MutedText>
        )}
        {(values.budgetMin !== '' || values.budgetMax !== '') && (
          <MutedText size="sm">
            {TEXTS.fields.budget}:{' '}
            {TEXTS.previewBudget(values.budgetMin, values.budgetMax, values.budgetCurrency)}
          </MutedText>
        )}
        {values.deadline !== '' && (
          <MutedText size="sm">
            {TEXTS.fields.deadline}: {formatDateOnly(values.deadline)}
          </MutedText>
        )}
        <p>{values.description}</p>
        {values.preferredRegions.length > 0 && (
          <MutedText size="sm">{values.preferredRegions.join(', ')}</MutedText>
        )}
        {values.attachments.length > 0 && (
          <MutedText size="sm">
            {TEXTS.fields.attachments}: {values.attachments.length}
          </MutedText>
        )}
      </Card>
    </StyledPreview>
  );
}
