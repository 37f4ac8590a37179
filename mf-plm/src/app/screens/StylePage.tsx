import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Style, StyleContent } from '@atelier/api-contract';
import { STYLE_TABS, type StyleTab } from '@atelier/api-contract/values';
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  Page,
  PageHeader,
  Tabs,
  apiErrorOf,
  formatShortDate,
  useSession,
} from '@atelier/shared-ui';
import { PATHS, stylePath } from '../../config/paths';
import { BomEditor } from '../../features/tech-pack/components/BomEditor';
import { CareEditor } from '../../features/tech-pack/components/CareEditor';
import { ColorwaysEditor } from '../../features/tech-pack/components/ColorwaysEditor';
import { ConstructionEditor } from '../../features/tech-pack/components/ConstructionEditor';
import { SketchesEditor } from '../../features/tech-pack/components/SketchesEditor';
import { SpecsEditor } from '../../features/tech-pack/components/SpecsEditor';
import { useDeleteStyleMutation } from '../../features/style/api/deleteStyle';
import { useGetStyleQuery } from '../../features/style/api/getStyle';
import { STYLE_TEXTS as T } from '../../features/style/model/texts';
import { useStyleDraft } from '../../features/style/model/useStyleDraft';
import { ConflictBanner } from '../../features/style/components/ConflictBanner';
import { ExportButtons } from '../../features/style/components/ExportButtons';
import { HistoryPanel } from '../../features/style/components/HistoryPanel';
import { RevisionApproval } from '../../features/approvals/components/RevisionApproval';
import { useApprovalNews } from '../../features/approvals/model/useApprovalNews';
import { OpenFirstTab } from '../../features/style/components/OpenFirstTab';
import { OverviewEditor } from '../../features/style/components/OverviewEditor';
import { SharingPanel } from '../../features/style/components/SharingPanel';
import { CommentsPanel } from '../../features/comments/components/CommentsPanel';
import { StyleUpdatedBanner } from '../../features/comments/components/StyleUpdatedBanner';
import { useStyleNews } from '../../features/comments/model/useStyleNews';
import { SamplesPanel } from '../../features/samples/components/SamplesPanel';
import { NdaGate } from '../../features/quotes/components/NdaGate';
import { QuoteRequestsPanel } from '../../features/quotes/components/QuoteRequestsPanel';
import { RequestQuotes } from '../../features/quotes/components/RequestQuotes';

const StyledSaveBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
`;
const StyledCrumbs = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const isTab = (value: string | undefined): value is StyleTab =>
  STYLE_TABS.some((tab) => tab === value);

interface EditorProps {
  content: StyleContent;
  onChange: (next: StyleContent) => void;
  imageUrls: Readonly<Record<string, string>>;
  /** A reviewer reads the tech pack (issue 39): every field shown, none editable. */
  readOnly: boolean;
  /** The FOB from the accepted quote (issue 39), for the cost sheet. */
  quotedFob: Style['quotedFob'];
}

/** Each tab's editor of the one draft (History is the page's own). */
const EDITORS: Record<
  Exclude<StyleTab, 'history' | 'sharing' | 'comments' | 'samples'>,
  (props: EditorProps) => ReactNode
> = {
  overview: (props) => <OverviewEditor {...props} />,
  sketches: (props) => <SketchesEditor {...props} />,
  bom: (props) => <BomEditor {...props} />,
  specs: (props) => <SpecsEditor {...props} />,
  construction: (props) => <ConstructionEditor {...props} />,
  colorways: (props) => <ColorwaysEditor {...props} />,
  care: (props) => <CareEditor {...props} />,
};

/**
 * `/plm/styles/:styleId/:tab`: a style's tech pack, one tab per section (the tab is in the
 * address, so Back and a shared link return to it), one draft saved as the next revision.
 */
export function StylePage() {
  const { styleId = '', tab } = useParams();
  const navigate = useNavigate();
  const { data: style, error, isLoading, refetch } = useGetStyleQuery(styleId);
  const draft = useStyleDraft(style);
  const [deleting, setDeleting] = useState(false);
  const [deleteStyle, { isLoading: deletingNow }] = useDeleteStyleMutation();
  const session = useSession();
  const me = session.status === 'signedIn' ? (session.profile?.id ?? null) : null;
  // Issue 39: new comments and revisions by others reach the open page.
  const news = useStyleNews(styleId, style?.revision ?? null, me);
  useApprovalNews(styleId, news.approvals);

  // Leaving the page (closing the tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!draft.dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft.dirty]);

  if (!isTab(tab)) return <OpenFirstTab />;
  if (isLoading) return <LoadingState label={T.loading} />;
  // A confidential style's reviewer before its NDA (issue 39): the NDA to accept.
  if (apiErrorOf(error)?.status === 403) return <NdaGate styleId={styleId} />;
  if (apiErrorOf(error)?.status === 404) {
    return (
      <Page>
        <EmptyState
          title={T.notFound}
          text={T.notFoundText}
          headingLevel={2}
          action={<LinkButton to={PATHS.styles}>{T.back}</LinkButton>}
        />
      </Page>
    );
  }
  if (style === undefined || draft.draft === null) {
    return (
      <Page>
        <LoadErrorBanner title={T.loadError} retryLabel={T.retry} onRetry={() => void refetch()} />
      </Page>
    );
  }

  const content = draft.draft;
  const readOnly = style.access === 'reviewer';
  const editorProps: EditorProps = {
    content,
    onChange: draft.change,
    imageUrls: style.imageUrls,
    readOnly,
    quotedFob: style.quotedFob ?? null,
  };

  return (
    <Page aria-labelledby="style-title" width="xl">
      <StyledCrumbs aria-label={T.breadcrumb}>
        <Link to={PATHS.styles}>{T.back}</Link> / {style.content.styleNumber}
      </StyledCrumbs>
      <PageHeader
        title={`${content.styleNumber} · ${content.name}`}
        titleId="style-title"
        badge={<Badge>{content.status}</Badge>}
        subtitle={[
          `${style.owner.name} · ${content.season} · ${content.category}`,
          `${T.revision(style.revision)} · ${T.savedBy(style.updatedBy.name, formatShortDate(new Date(style.updatedAt)))}`,
        ]}
        actions={
          style.canDelete && (
            <Button variant="ghost" onClick={() => setDeleting(true)}>
              {T.delete}
            </Button>
          )
        }
      />
      {style.access !== 'owner' && <MutedText>{T.sharedBy(style.owner.name)}</MutedText>}
      {readOnly && <Banner tone="info">{T.reviewerNotice}</Banner>}
      <StyledSaveBar>
        {!readOnly && (
          <>
            <Button onClick={() => void draft.save()} disabled={!draft.dirty || draft.saving}>
              {draft.saving ? T.saving : T.save}
            </Button>
            <MutedText role="status">{draft.dirty ? T.unsaved : T.noChanges}</MutedText>
          </>
        )}
        <ExportButtons style={style} dirty={draft.dirty} />
      </StyledSaveBar>
      {news.updatedBy !== null && (
        <StyleUpdatedBanner by={news.updatedBy} onView={() => void refetch()} />
      )}
      {draft.state.kind === 'conflict' && (
        <ConflictBanner
          conflict={draft.state}
          saving={draft.saving}
          onSaveMine={() => void draft.saveMine()}
          onLoadTheirs={() => {
            void refetch().then(() => {
              draft.reset();
            });
          }}
        />
      )}
      {draft.state.kind === 'invalid' && (
        <Banner tone="danger" title={T.invalidTitle} reveal>
          <ul>
            {draft.state.problems.map((problem) => (
              <li key={`${problem.path}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Banner>
      )}
      {draft.state.kind === 'failed' && (
        <Banner tone="danger" reveal>
          {T.saveFailed}
        </Banner>
      )}
      <Tabs
        label={T.tabsLabel}
        selectedId={tab}
        onSelectedChange={(id) => void navigate(stylePath(styleId, id))}
        tabs={STYLE_TABS.map((id) => ({
          id,
          label: T.tabs[id],
          content:
            id === 'history' ? (
              <HistoryPanel
                style={style}
                dirty={draft.dirty}
                onRestored={draft.reset}
                renderApproval={(revision) => (
                  <>
                    <RevisionApproval styleId={style.id} revision={revision} />
                    {style.access === 'owner' && revision.approval?.state === 'approved' && (
                      <RequestQuotes styleId={style.id} revision={revision.revision} />
                    )}
                  </>
                )}
              />
            ) : id === 'sharing' ? (
              <>
                <SharingPanel style={style} />
                {style.access === 'owner' && <QuoteRequestsPanel style={style} />}
              </>
            ) : id === 'comments' ? (
              <CommentsPanel
                styleId={style.id}
                content={style.content}
                me={me}
                newsCount={news.comments}
              />
            ) : id === 'samples' ? (
              <SamplesPanel
                style={style}
                dirty={draft.dirty}
                onRevised={draft.reset}
                newsCount={news.samples}
              />
            ) : (
              EDITORS[id](editorProps)
            ),
        }))}
      />
      <ConfirmDialog
        open={deleting}
        title={T.deleteTitle}
        message={T.deleteMessage}
        confirmLabel={T.deleteConfirm}
        cancelLabel={T.cancel}
        danger
        busy={deletingNow}
        busyLabel={T.deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          void deleteStyle(style.id)
            .unwrap()
            .then(() => navigate(PATHS.styles, { replace: true }));
        }}
      />
    </Page>
  );
}
