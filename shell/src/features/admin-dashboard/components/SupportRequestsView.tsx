import type { SupportRequest } from '@atelier/api-contract';
import styled from 'styled-components';
import {
  Badge,
  EmptyState,
  LoadErrorBanner,
  LoadingState,
  formatShortDate,
  supportTopicLabel,
} from '@atelier/shared-ui';
import { SUPPORT_REQUESTS_TEXTS as TEXTS } from '../model/texts';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
`;
const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SupportRequestsViewProps {
  /** The requests, newest first; undefined while loading or after a failure. */
  requests: readonly SupportRequest[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** What users sent through Contact Support, newest first. */
export function SupportRequestsView({ requests, failed, onRetry }: SupportRequestsViewProps) {
  return (
    <StyledSection aria-labelledby="support-requests-title">
      <h2 id="support-requests-title">{TEXTS.title}</h2>
      {requests === undefined &&
        (failed ? (
          <LoadErrorBanner title={TEXTS.error} retryLabel={TEXTS.retry} onRetry={onRetry} />
        ) : (
          <LoadingState label={TEXTS.loading} />
        ))}
      {requests?.length === 0 && (
        <EmptyState title={TEXTS.empty} text={TEXTS.emptyText} headingLevel={3} />
      )}
      {requests !== undefined && requests.length > 0 && (
        <StyledList aria-label={TEXTS.title}>
          {requests.map((request) => (
            <StyledItem key={request.id}>
              <StyledMeta>
                <Badge tone="info">{supportTopicLabel(request.topic)}</Badge>
                <span>{TEXTS.from(request.email)}</span>
                <time dateTime={request.createdAt}>
                  {formatShortDate(Date.parse(request.createdAt))}
                </time>
              </StyledMeta>
              <p>{request.message}</p>
            </StyledItem>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
