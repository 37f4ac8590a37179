import { useEffect } from 'react';
import styled from 'styled-components';
import type { StyleContent } from '@atelier/api-contract';
import { LoadErrorBanner, LoadingState, MutedText, formatShortDate } from '@atelier/shared-ui';
import { useGetStyleCommentsQuery } from '../api/getStyleComments';
import { anchorLabel } from '../model/anchors';
import { COMMENT_TEXTS as T } from '../model/texts';
import { CommentForm } from './CommentForm';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  max-width: 48rem;
`;
const StyledComment = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const StyledAuthor = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;
const StyledBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface CommentsPanelProps {
  styleId: string;
  /** The tech pack the page shows: a comment's anchor is named from it. */
  content: StyleContent;
  /** The signed-in user (left out of their own '@' menu). */
  me: string | null;
  /** Goes up with each comment the style's news announces: the list is fetched again. */
  newsCount: number;
}

/** A style's comments tab (issue 39): its comments, oldest first, and a new one. */
export function CommentsPanel({ styleId, content, me, newsCount }: CommentsPanelProps) {
  const { data, isLoading, isError, refetch } = useGetStyleCommentsQuery(styleId);

  useEffect(() => {
    if (newsCount > 0) void refetch();
  }, [newsCount, refetch]);

  if (isLoading) return <LoadingState label={T.loading} />;
  if (isError || data === undefined) {
    return <LoadErrorBanner title={T.error} retryLabel={T.retry} onRetry={() => void refetch()} />;
  }
  return (
    <section aria-label={T.heading}>
      {data.items.length === 0 ? (
        <MutedText>{T.none}</MutedText>
      ) : (
        <StyledList aria-label={T.listLabel}>
          {data.items.map((comment) => (
            <StyledComment key={comment.id}>
              <StyledMeta>
                <StyledAuthor>{comment.author.name}</StyledAuthor>
                <span>{anchorLabel(comment.anchor, content)}</span>
                <time dateTime={comment.createdAt}>
                  {formatShortDate(new Date(comment.createdAt))}
                </time>
              </StyledMeta>
              <StyledBody>{comment.body}</StyledBody>
              {comment.mentions.length > 0 && (
                <StyledMeta>
                  {T.mentioned(comment.mentions.map((person) => person.name).join(', '))}
                </StyledMeta>
              )}
            </StyledComment>
          ))}
        </StyledList>
      )}
      <CommentForm
        styleId={styleId}
        content={content}
        people={data.people.filter((person) => person.id !== me)}
      />
    </section>
  );
}
