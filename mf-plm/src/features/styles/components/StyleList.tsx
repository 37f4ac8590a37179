import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StyleCard, StyleList as StyleListData, StyleListQuery } from '@atelier/api-contract';
import { STYLE_CATEGORIES, STYLE_STATUSES } from '@atelier/api-contract/values';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  LinkButton,
  ListFrame,
  Page,
  PageHeader,
  SelectField,
  TextField,
  ViewToggle,
  formatShortDate,
  mediaUp,
  type ViewMode,
} from '@atelier/shared-ui';
import { PATHS, stylePath } from '../../../config/paths';
import { useGetStylesQuery } from '../api/getStyles';
import {
  fromSearchParams,
  isFiltered,
  toSearchParams,
  withFilter,
  type StyleListFilter,
} from '../model/listQuery';
import { STYLES_TEXTS as T } from '../model/texts';
import { PlmIntro } from './PlmIntro';

/** Typing waits this long before the search runs. */
const SEARCH_DELAY_MS = 300;
/** The address's parameter of the chosen view (cards are the default). */
const VIEW_PARAM = 'view';

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledCover = styled.div`
  aspect-ratio: 4 / 3;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
const StyledMeta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
// The table scrolls inside its own box on a phone; the page never scrolls sideways.
const StyledTableBox = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
`;
const StyledCount = styled.p`
  margin: 0;
  ${mediaUp('md')} {
    text-align: right;
  }
`;

/** `/plm`: the caller's styles, searched and filtered in the address, as cards or a table. */
export function StyleList() {
  const [params, setParams] = useSearchParams();
  const query = fromSearchParams(params);
  const view: ViewMode = params.get(VIEW_PARAM) === 'list' ? 'list' : 'grid';
  const [typed, setTyped] = useState(query.q ?? '');
  const { data, isError, isFetching, isLoading, refetch } = useGetStylesQuery(query);

  const apply = (next: StyleListQuery, nextView: ViewMode = view) => {
    const search = toSearchParams(next);
    if (nextView === 'list') search.set(VIEW_PARAM, 'list');
    setParams(search);
  };
  useEffect(() => {
    if (typed.trim() === (query.q ?? '')) return undefined;
    const timer = setTimeout(() => {
      apply(withFilter(query, 'q', typed.trim()));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  });
  const change = (key: StyleListFilter) => (event: { target: { value: string } }) => {
    apply(withFilter(withFilter(query, 'q', typed.trim()), key, event.target.value));
  };

  if (data !== undefined && !data.canCreate && data.total === 0 && !isFiltered(query)) {
    return <PlmIntro />;
  }

  return (
    <Page aria-labelledby="plm-title">
      <PageHeader
        title={T.heading}
        titleId="plm-title"
        subtitle={T.subtitle}
        actions={
          data?.canCreate === true && <LinkButton to={PATHS.newStyle}>{T.newStyle}</LinkButton>
        }
      />
      <ListFrame
        status={isError ? 'error' : isLoading ? 'loading' : 'ready'}
        loadingLabel={T.loading}
        errorTitle={T.error}
        retryLabel={T.retry}
        onRetry={() => {
          void refetch();
        }}
        toolbar={
          <StyledFilters>
            <TextField
              label={T.search}
              type="search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
            />
            <SelectField
              label={T.season}
              value={query.season ?? ''}
              options={[
                { value: '', label: T.allSeasons },
                ...(data?.seasons ?? []).map((season) => ({ value: season, label: season })),
              ]}
              onChange={change('season')}
            />
            <SelectField
              label={T.status}
              value={query.status ?? ''}
              options={[
                { value: '', label: T.allStatuses },
                ...STYLE_STATUSES.map((status) => ({ value: status, label: status })),
              ]}
              onChange={change('status')}
            />
            <SelectField
              label={T.category}
              value={query.category ?? ''}
              options={[
                { value: '', label: T.allCategories },
                ...STYLE_CATEGORIES.map((category) => ({ value: category, label: category })),
              ]}
              onChange={change('category')}
            />
            <ViewToggle
              label={T.view}
              gridLabel={T.cards}
              listLabel={T.table}
              value={view}
              onChange={(mode) => {
                apply(query, mode);
              }}
            />
          </StyledFilters>
        }
        isEmpty={data?.items.length === 0}
        empty={
          <EmptyList
            data={data}
            filtered={isFiltered(query)}
            onClear={() => {
              setTyped('');
              apply({});
            }}
          />
        }
        paging={{
          page: query.page,
          pageCount: data?.totalPages ?? 1,
          onPageChange: (page) => {
            apply({ ...query, page });
          },
        }}
      >
        <StyledCount aria-live="polite" aria-busy={isFetching}>
          {T.results(data?.total ?? 0)}
        </StyledCount>
        {view === 'grid' ? (
          <StyleCards styles={data?.items ?? []} />
        ) : (
          <StyleTable styles={data?.items ?? []} />
        )}
      </ListFrame>
    </Page>
  );
}

function EmptyList({
  data,
  filtered,
  onClear,
}: {
  data: StyleListData | undefined;
  filtered: boolean;
  onClear: () => void;
}) {
  if (filtered) {
    return (
      <EmptyState
        title={T.noMatchTitle}
        text={T.noMatchText}
        action={
          <Button variant="secondary" onClick={onClear}>
            {T.clear}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={T.emptyTitle}
      text={data?.canCreate === true ? T.emptyText : T.intro.shared}
      action={data?.canCreate === true && <LinkButton to={PATHS.newStyle}>{T.newStyle}</LinkButton>}
    />
  );
}

function StyleCards({ styles }: { styles: readonly StyleCard[] }) {
  return (
    <StyledGrid>
      {styles.map((style) => (
        <li key={style.id}>
          <Card>
            <StyledCover>
              {style.coverImageUrl === null ? (
                <span>{T.noCover}</span>
              ) : (
                <img src={style.coverImageUrl} alt="" loading="lazy" />
              )}
            </StyledCover>
            <h2>
              <Link to={stylePath(style.id)}>
                {style.styleNumber} · {style.name}
              </Link>
            </h2>
            <StyledMeta>
              <Badge>{style.status}</Badge>
              {style.access !== 'owner' && <Badge>{T.shared}</Badge>}
              <span>{style.season}</span>
              <span>{style.category}</span>
            </StyledMeta>
            <StyledMeta>
              <span>{T.revision(style.revision)}</span>
              <span>{T.updated(formatShortDate(new Date(style.updatedAt)))}</span>
            </StyledMeta>
          </Card>
        </li>
      ))}
    </StyledGrid>
  );
}

function StyleTable({ styles }: { styles: readonly StyleCard[] }) {
  const C = T.columns;
  return (
    <StyledTableBox>
      <table>
        <thead>
          <tr>
            <th scope="col">{C.number}</th>
            <th scope="col">{C.name}</th>
            <th scope="col">{C.season}</th>
            <th scope="col">{C.category}</th>
            <th scope="col">{C.status}</th>
            <th scope="col">{C.revision}</th>
            <th scope="col">{C.updated}</th>
          </tr>
        </thead>
        <tbody>
          {styles.map((style) => (
            <tr key={style.id}>
              <td>
                <Link to={stylePath(style.id)}>{style.styleNumber}</Link>
              </td>
              <td>{style.name}</td>
              <td>{style.season}</td>
              <td>{style.category}</td>
              <td>{style.status}</td>
              <td>{style.revision}</td>
              <td>{formatShortDate(new Date(style.updatedAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StyledTableBox>
  );
}
