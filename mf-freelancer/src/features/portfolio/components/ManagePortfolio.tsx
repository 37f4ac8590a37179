import { useState } from 'react';
import styled from 'styled-components';
import type { PortfolioProject, PortfolioSettingsBody } from '@atelier/api-contract';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  ListFrame,
  Page,
  PageHeader,
  ROUTES,
  SelectField,
  StatCard,
  TagList,
  TextField,
  ToggleField,
  ViewToggle,
  portfolioPath,
  type ViewMode,
} from '@atelier/shared-ui';
import { PORTFOLIO_CATEGORIES } from '@atelier/api-contract/values';
import { useDeleteProjectMutation } from '../api/deleteProject';
import { useGetMyProjectsQuery } from '../api/getMyProjects';
import {
  useGetPortfolioSettingsQuery,
  useUpdatePortfolioSettingsMutation,
} from '../api/portfolioSettings';
import { useUpdateProjectMutation } from '../api/updateProject';
import {
  ALL_CATEGORIES,
  CARD_TAGS,
  filterProjects,
  portfolioStats,
  tagCounts,
} from '../model/portfolio';
import {
  PORTFOLIO_TEXTS as T,
  SETTINGS_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  STAT_LABELS,
  TIPS,
} from '../model/texts';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  justify-content: space-between;
`;
const StyledStats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(14rem, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;
const StyledCards = styled.ul<{ $view: ViewMode }>`
  display: grid;
  grid-template-columns: ${({ $view }) =>
    $view === 'grid' ? 'repeat(auto-fill, minmax(14rem, 1fr))' : '1fr'};
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledCard = styled.article<{ $view: ViewMode }>`
  display: flex;
  flex-direction: ${({ $view }) => ($view === 'grid' ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space.sm};
  img {
    width: ${({ $view }) => ($view === 'grid' ? '100%' : '8rem')};
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0;
  }
`;
const StyledSide = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** `/freelancer/portfolio` (spec 001 section 2, Portfolio management). */
export function ManagePortfolio() {
  const projects = useGetMyProjectsQuery(undefined);
  const settings = useGetPortfolioSettingsQuery(undefined);
  const [saveSettings] = useUpdatePortfolioSettingsMutation();
  const [updateProject] = useUpdateProjectMutation();
  const [deleteProject, deleting] = useDeleteProjectMutation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [view, setView] = useState<ViewMode>('grid');
  const [toDelete, setToDelete] = useState<PortfolioProject | null>(null);

  const all = projects.data?.projects ?? [];
  const shown = filterProjects(all, search, category);
  const stats = portfolioStats(all);
  const tags = tagCounts(all);
  const username = settings.data?.username ?? null;

  const toggle = (name: keyof PortfolioSettingsBody, value: boolean) => {
    void saveSettings({ [name]: value });
  };

  return (
    <Page aria-labelledby="manage-portfolio-title">
      <PageHeader
        title={T.heading}
        titleId="manage-portfolio-title"
        subtitle={T.subtitle}
        actions={
          <>
            {username !== null && (
              <LinkButton to={portfolioPath(username)} variant="secondary">
                {T.viewPublicProfile}
              </LinkButton>
            )}
            <LinkButton to={ROUTES.freelancer.uploadProject}>{T.upload}</LinkButton>
          </>
        }
      />

      <StyledStats>
        <StatCard label={STAT_LABELS.total} value={stats.total} />
        <StatCard label={STAT_LABELS.published} value={stats.published} />
        <StatCard label={STAT_LABELS.views} value={stats.views} />
        <StatCard label={STAT_LABELS.likes} value={stats.likes} />
      </StyledStats>

      <StyledLayout>
        <ListFrame
          status={projects.isError ? 'error' : projects.isLoading ? 'loading' : 'ready'}
          loadingLabel={T.loading}
          errorTitle={T.loadError}
          retryLabel={T.retry}
          onRetry={() => {
            void projects.refetch();
          }}
          toolbar={
            <StyledRow>
              <TextField
                label={T.search}
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                }}
              />
              <SelectField
                label={T.category}
                value={category}
                options={[
                  { value: ALL_CATEGORIES, label: T.allCategories },
                  ...PORTFOLIO_CATEGORIES.map((name) => ({ value: name, label: name })),
                ]}
                onChange={(event) => {
                  setCategory(event.target.value);
                }}
              />
              <ViewToggle value={view} onChange={setView} />
            </StyledRow>
          }
          isEmpty={shown.length === 0}
          empty={
            <EmptyState
              title={T.empty}
              text={T.emptyText}
              action={<LinkButton to={ROUTES.freelancer.uploadProject}>{T.upload}</LinkButton>}
            />
          }
        >
          <h2>{T.yourProjects(shown.length)}</h2>
          <StyledCards $view={view}>
            {shown.map((project) => (
              <li key={project.id}>
                <Card>
                  <StyledCard $view={view} aria-label={project.title}>
                    {project.thumbnail !== null && (
                      <img src={project.thumbnail} alt="" loading="lazy" />
                    )}
                    <div>
                      <h3>{project.title}</h3>
                      <p>{project.caption}</p>
                      <p>{project.category}</p>
                      <Badge tone={STATUS_TONES[project.status]}>
                        {STATUS_LABELS[project.status]}
                      </Badge>{' '}
                      {project.featured && <Badge tone="brand">{T.featured}</Badge>}
                      <TagList tags={project.tags} max={CARD_TAGS[view]} label="Tags" />
                      <p>
                        {project.views} views · {project.likes} likes
                      </p>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-pressed={project.featured}
                        onClick={() => {
                          void updateProject({
                            id: project.id,
                            body: { featured: !project.featured },
                          });
                        }}
                      >
                        {project.featured ? T.unmarkFeatured : T.markFeatured}
                      </Button>{' '}
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => {
                          setToDelete(project);
                        }}
                      >
                        {T.delete}
                      </Button>
                    </div>
                  </StyledCard>
                </Card>
              </li>
            ))}
          </StyledCards>
        </ListFrame>

        <StyledSide>
          <Card>
            <h2>{T.settings}</h2>
            {settings.data?.saved === true ? (
              (['isPublic', 'allowDownloads', 'showContactInfo'] as const).map((name) => (
                <ToggleField
                  key={name}
                  label={SETTINGS_LABELS[name]}
                  checked={settings.data?.[name] ?? false}
                  onChange={(event) => {
                    toggle(name, event.currentTarget.checked);
                  }}
                />
              ))
            ) : (
              <p>
                Fill in your profile first:{' '}
                <LinkButton to={ROUTES.freelancer.manageProfile} variant="ghost">
                  Manage Profile
                </LinkButton>
              </p>
            )}
          </Card>
          {tags.length > 0 && (
            <Card>
              <h2>{T.tags}</h2>
              <ul>
                {tags.map(([tag, count]) => (
                  <li key={tag}>
                    {tag} ({count})
                  </li>
                ))}
              </ul>
            </Card>
          )}
          <Card>
            <h2>{T.tips}</h2>
            <ul>
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>
        </StyledSide>
      </StyledLayout>

      <ConfirmDialog
        open={toDelete !== null}
        title={T.deleteTitle}
        message={T.deleteConfirm}
        confirmLabel={T.delete}
        danger
        busy={deleting.isLoading}
        onCancel={() => {
          setToDelete(null);
        }}
        onConfirm={() => {
          if (toDelete === null) return;
          void deleteProject(toDelete.id).then(() => {
            setToDelete(null);
          });
        }}
      />
    </Page>
  );
}
