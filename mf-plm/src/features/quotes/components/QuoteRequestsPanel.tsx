import { useId } from 'react';
import styled from 'styled-components';
import type { Style } from '@atelier/api-contract';
import {
  Badge,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  ToggleField,
  editRequestPath,
  formatShortDate,
} from '@atelier/shared-ui';
import { useGetQuoteRequestsQuery } from '../api/getQuoteRequests';
import { useSetConfidentialMutation } from '../api/setConfidential';
import { QUOTE_TEXTS as T } from '../model/texts';

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
`;
const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const StyledText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * The owner's side of a style's quotes (issue 39): whether the style is confidential, and the
 * supplier requests made from it with their status and quotes (a draft opens in Post a Request).
 */
export function QuoteRequestsPanel({ style }: { style: Style }) {
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetQuoteRequestsQuery(style.id);
  const [setConfidential, setting] = useSetConfidentialMutation();
  return (
    <StyledPanel aria-labelledby={headingId}>
      <ToggleField
        label={T.confidential}
        hint={T.confidentialHint}
        checked={style.confidential ?? false}
        disabled={setting.isLoading}
        onChange={(event) =>
          void setConfidential({ styleId: style.id, confidential: event.target.checked })
        }
      />
      <StyledHeading id={headingId}>{T.heading}</StyledHeading>
      <MutedText>{T.intro}</MutedText>
      {isLoading ? (
        <LoadingState label={T.heading} />
      ) : error !== undefined || data === undefined ? (
        <LoadErrorBanner title={T.loadError} retryLabel={T.retry} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <MutedText>{T.empty}</MutedText>
      ) : (
        <StyledList>
          {data.items.map((item) => (
            <StyledItem key={item.requestId}>
              <StyledText>
                <strong>{item.title}</strong>
                <MutedText>
                  {T.line(item.revision, item.quantity, item.responses)} ·{' '}
                  {formatShortDate(new Date(item.createdAt))}
                </MutedText>
              </StyledText>
              <Badge>{T.statuses[item.status] ?? item.status}</Badge>
              {item.status === 'draft' && (
                <LinkButton size="sm" variant="secondary" to={editRequestPath(item.requestId)}>
                  {T.open}
                </LinkButton>
              )}
            </StyledItem>
          ))}
        </StyledList>
      )}
    </StyledPanel>
  );
}
