import styled from 'styled-components';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTag = styled.li<{ $more: boolean }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $more }) => ($more ? 'transparent' : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  /* Whole on its row (a wrapping row gives each tag its full width); only a tag longer than the
     row, a user's one-word skill, breaks rather than widen the page. */
  max-width: 100%;
`;

/** The default overflow text: '+2 more'. */
export const moreTagsLabel = (hiddenCount: number): string => `+${hiddenCount} more`;

export interface TagListProps {
  /** The tags, in display order. */
  tags: readonly string[];
  /** How many tags to show before the overflow item; all when omitted. */
  max?: number;
  /** Text of the overflow item for the number of hidden tags; '+N more' by default ('+N' on profile cards). */
  formatMore?: (hiddenCount: number) => string;
  /** Accessible name of the list, e.g. 'Tags' or 'Skills'. */
  label?: string;
}

/** A wrapped list of tags showing the first `max` and then '+N more'. */
export function TagList({ tags, max, formatMore = moreTagsLabel, label }: TagListProps) {
  const limit = max === undefined ? tags.length : Math.max(0, max);
  const shown = tags.slice(0, limit);
  const hiddenCount = tags.length - shown.length;
  if (tags.length === 0) return null;
  return (
    <StyledList aria-label={label}>
      {shown.map((tag, index) => (
        <StyledTag key={`${index}-${tag}`} $more={false}>
          {tag}
        </StyledTag>
      ))}
      {hiddenCount > 0 && <StyledTag $more>{formatMore(hiddenCount)}</StyledTag>}
    </StyledList>
  );
}
