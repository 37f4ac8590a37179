import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadingState } from '../core';
import { LoadErrorBanner } from './LoadErrorBanner';
import { Pagination, type PaginationProps } from './Pagination';

const StyledPaging = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

export interface ListFrameProps {
  /** Where the list's data stands: still loading, failed, or here. */
  status: 'loading' | 'error' | 'ready';
  /** Announced while loading, e.g. 'Loading jobs...'. */
  loadingLabel: string;
  /** What could not be loaded, e.g. 'The jobs could not be loaded.' */
  errorTitle: ReactNode;
  /** The retry button's label. */
  retryLabel: string;
  /** Asks for the data again. */
  onRetry: () => void;
  /** Shown above the results once loaded, empty or not: filters, the result count. */
  toolbar?: ReactNode;
  /** True when there is nothing to show: `empty` replaces the results. */
  isEmpty: boolean;
  /** What an empty list says (usually an `EmptyState`). */
  empty: ReactNode;
  /** Paging below the results; hidden when there is one page. */
  paging?: PaginationProps;
  /** The results of the current page. */
  children: ReactNode;
}

/**
 * The frame of every list screen: a loading state, an error with Retry, an empty state, or the
 * results with their paging. The screen keeps its data, filters and texts; the frame only
 * decides which of the four shows.
 */
export function ListFrame({
  status,
  loadingLabel,
  errorTitle,
  retryLabel,
  onRetry,
  toolbar,
  isEmpty,
  empty,
  paging,
  children,
}: ListFrameProps) {
  if (status === 'loading') return <LoadingState label={loadingLabel} />;
  if (status === 'error') {
    return <LoadErrorBanner title={errorTitle} retryLabel={retryLabel} onRetry={onRetry} />;
  }
  return (
    <>
      {toolbar}
      {isEmpty ? empty : children}
      {paging !== undefined && (
        <StyledPaging>
          <Pagination {...paging} />
        </StyledPaging>
      )}
    </>
  );
}
