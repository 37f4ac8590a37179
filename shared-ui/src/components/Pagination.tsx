import styled from 'styled-components';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPageButton = styled.button`
  min-width: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledGap = styled.li`
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A page number, or a gap standing for skipped pages. */
export type PaginationItem = number | 'gap';

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The pages to show: the first and last, the current one with `siblings` on each side, and gaps
 * for skipped pages. Once there are more pages than slots, the count of items stays the same
 * whichever page is current (a gap never hides a single page), so the buttons do not jump.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount < 1) return [];
  const siblingsStart = Math.max(Math.min(page - siblings, pageCount - 2 * siblings - 2), 3);
  const siblingsEnd = Math.min(Math.max(page + siblings, 2 * siblings + 3), pageCount - 2);
  const items: PaginationItem[] = [1];
  if (siblingsStart > 3) items.push('gap');
  else if (pageCount > 2) items.push(2);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < pageCount - 2) items.push('gap');
  else if (pageCount - 1 > 2) items.push(pageCount - 1);
  if (pageCount > 1) items.push(pageCount);
  return items;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing renders for one page or fewer. */
  pageCount: number;
  /** Called with the page the user asked for. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark; 'Pagination' by default. */
  label?: string;
  /** Text of the previous-page button; 'Previous' by default. */
  previousLabel?: string;
  /** Text of the next-page button; 'Next' by default. */
  nextLabel?: string;
}

/** Page buttons with previous and next; the current page is marked aria-current="page". */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <StyledList>
        <li>
          <StyledPageButton
            type="button"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {previousLabel}
          </StyledPageButton>
        </li>
        {paginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <StyledGap key={`gap-${index}`} aria-hidden="true">
              …
            </StyledGap>
          ) : (
            <li key={item}>
              <StyledPageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </StyledPageButton>
            </li>
          ),
        )}
        <li>
          <StyledPageButton
            type="button"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {nextLabel}
          </StyledPageButton>
        </li>
      </StyledList>
    </nav>
  );
}
