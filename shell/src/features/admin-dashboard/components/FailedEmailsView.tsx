import type { AdminEmail } from '@atelier/api-contract';
import styled from 'styled-components';
import {
  Badge,
  EmptyState,
  LoadErrorBanner,
  LoadingState,
  formatShortDate,
} from '@atelier/shared-ui';
import { FAILED_EMAILS_TEXTS as TEXTS } from '../model/texts';

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

export interface FailedEmailsViewProps {
  /** The failed e-mails, newest first; undefined while loading or after a failure. */
  emails: readonly AdminEmail[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** E-mails the platform gave up sending, with the last error, for admins. */
export function FailedEmailsView({ emails, failed, onRetry }: FailedEmailsViewProps) {
  return (
    <StyledSection aria-labelledby="failed-emails-title">
      <h2 id="failed-emails-title">{TEXTS.title}</h2>
      {emails === undefined &&
        (failed ? (
          <LoadErrorBanner title={TEXTS.error} retryLabel={TEXTS.retry} onRetry={onRetry} />
        ) : (
          <LoadingState label={TEXTS.loading} />
        ))}
      {emails?.length === 0 && (
        <EmptyState title={TEXTS.empty} text={TEXTS.emptyText} headingLevel={3} />
      )}
      {emails !== undefined && emails.length > 0 && (
        <StyledList aria-label={TEXTS.title}>
          {emails.map((email) => (
            <StyledItem key={email.id}>
              <StyledMeta>
                <Badge tone="danger">{TEXTS.kind(email.kind)}</Badge>
                <span>{TEXTS.recipient(email.recipientId)}</span>
                <span>{TEXTS.attempts(email.attempts)}</span>
                <time dateTime={email.finishedAt ?? email.createdAt}>
                  {formatShortDate(Date.parse(email.finishedAt ?? email.createdAt))}
                </time>
              </StyledMeta>
              <p>{email.lastError}</p>
            </StyledItem>
          ))}
        </StyledList>
      )}
    </StyledSection>
  );
}
