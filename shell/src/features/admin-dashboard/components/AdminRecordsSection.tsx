import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, ItemList, LoadErrorBanner, LoadingState } from '@atelier/shared-ui';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
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

/** A records section's texts: its title, its loading, error and empty states. */
export interface AdminRecordsTexts {
  title: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  emptyText: string;
}

export interface AdminRecordsSectionProps<T extends { id: string }> {
  /** The id of the section's heading, which names it. */
  titleId: string;
  texts: AdminRecordsTexts;
  /** The records, newest first; undefined while loading or after a failure. */
  records: readonly T[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** A record's small print: its kind as a badge, whom it concerns, when. */
  meta: (record: T) => ReactNode;
  /** A record's text, its line breaks kept. */
  text: (record: T) => ReactNode;
}

/**
 * A section of the admin dashboard listing records newest first (support requests, failed
 * e-mails): loading, an error with Retry, an empty state, or each record's meta line and text.
 */
export function AdminRecordsSection<T extends { id: string }>({
  titleId,
  texts,
  records,
  failed,
  onRetry,
  meta,
  text,
}: AdminRecordsSectionProps<T>) {
  return (
    <StyledSection aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      {records === undefined &&
        (failed ? (
          <LoadErrorBanner title={texts.error} retryLabel={texts.retry} onRetry={onRetry} />
        ) : (
          <LoadingState label={texts.loading} />
        ))}
      {records?.length === 0 && (
        <EmptyState title={texts.empty} text={texts.emptyText} headingLevel={3} />
      )}
      {records !== undefined && records.length > 0 && (
        <ItemList as="ol" aria-label={texts.title}>
          {records.map((record) => (
            <StyledItem key={record.id}>
              <StyledMeta>{meta(record)}</StyledMeta>
              <p>{text(record)}</p>
            </StyledItem>
          ))}
        </ItemList>
      )}
    </StyledSection>
  );
}
