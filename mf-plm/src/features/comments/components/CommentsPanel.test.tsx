import type { NewStyleComment, StyleComment, StyleCommentList } from '@atelier/api-contract';
import { createFakePlatform, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { StoreProvider } from '../../../testing/StoreProvider';
import { contentWithRows } from '../model/testing';
import { COMMENT_TEXTS as T } from '../model/texts';
import { CommentsPanel } from './CommentsPanel';
import { StyleUpdatedBanner } from './StyleUpdatedBanner';

const STYLE = '00000000-0000-4000-8000-0000000000a1';
const ME = { id: 'u-me', name: 'Brand Owner' };
const PAT = { id: 'u-pat', name: 'Patricia Maker' };
const MILL = { id: 'u-mill', name: 'Mill Supplier' };

const aComment = (change: Partial<StyleComment>): StyleComment => ({
  id: 'c-1',
  author: PAT,
  anchor: { kind: 'style', id: null },
  body: 'Looks good',
  mentions: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  ...change,
});

function renderPanel(initial: StyleComment[], newsCount = 0) {
  const list: StyleCommentList = { items: [...initial], people: [ME, PAT, MILL] };
  const posted: NewStyleComment[] = [];
  let gets = 0;
  const answer = (status: number, body: unknown) =>
    Promise.resolve({
      ok: status < 400,
      status,
      text: () => Promise.resolve(JSON.stringify(body)),
    });
  globalThis.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === `/api/plm/styles/${STYLE}/comments` && method === 'GET') {
      gets += 1;
      return answer(200, list);
    }
    if (url === `/api/plm/styles/${STYLE}/comments` && method === 'POST') {
      const body = JSON.parse(init.body as string) as NewStyleComment;
      posted.push(body);
      const created = aComment({
        id: `c-${String(list.items.length + 1)}`,
        author: ME,
        anchor: body.anchor,
        body: body.body,
        mentions: list.people.filter((person) => body.mentions.includes(person.id)),
        createdAt: '2026-11-29T10:00:00.000Z',
      });
      list.items.push(created);
      return answer(201, created);
    }
    return answer(500, { message: 'unexpected' });
  }) as unknown as typeof fetch;
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: ME.id, email: 'owner@example.com', fullName: ME.name, role: 'client' },
    isPremium: true,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  const Panel = ({ news }: { news: number }) => (
    <StoreProvider>
      <CommentsPanel styleId={STYLE} content={contentWithRows()} me={ME.id} newsCount={news} />
    </StoreProvider>
  );
  const rendered = renderWithProviders(<Panel news={newsCount} />, {
    platform,
    route: `/plm/styles/${STYLE}/comments`,
  });
  return {
    ...rendered,
    posted,
    list,
    gets: () => gets,
    rerenderWithNews: (news: number) => rendered.rerender(<Panel news={news} />),
  };
}

describe('the comments tab', () => {
  it('lists the comments oldest first, each with who wrote it and what it is about', async () => {
    renderPanel([
      aComment({ id: 'c-1', anchor: { kind: 'bom', id: 'shell' }, body: 'Heavier shell?' }),
      aComment({
        id: 'c-2',
        author: MILL,
        anchor: { kind: 'pom', id: 'chest' },
        body: 'Chest is tight',
        mentions: [ME],
      }),
    ]);
    const list = await screen.findByRole('list', { name: T.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Patricia Maker');
    expect(items[0]).toHaveTextContent('BOM: Shell fabric');
    expect(items[0]).toHaveTextContent('Heavier shell?');
    expect(items[1]).toHaveTextContent('Point of measure: A Chest width');
    expect(items[1]).toHaveTextContent(T.mentioned('Brand Owner'));
  });

  it("comments on a BOM row with an @mention picked from the '@' menu", async () => {
    const { user, posted } = renderPanel([]);
    expect(await screen.findByText(T.none)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(T.anchorLabel), 'BOM: Shell fabric');
    const box = screen.getByRole('combobox', { name: T.bodyLabel });
    await user.type(box, 'Please check @pa');
    const menu = screen.getByRole('listbox', { name: T.mentionMenu });
    // The writer is not in their own menu; only the matching people are.
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Patricia Maker']);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Please check @Patricia Maker ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'the weight');
    await user.click(screen.getByRole('button', { name: T.submit }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      anchor: { kind: 'bom', id: 'shell' },
      body: 'Please check @Patricia Maker the weight',
      mentions: ['u-pat'],
    });
    const list = await screen.findByRole('list', { name: T.listLabel });
    expect(within(list).getByRole('listitem')).toHaveTextContent('BOM: Shell fabric');
    expect(box).toHaveValue('');
  });

  it('picks a mention with the mouse, and sends none when the name was deleted', async () => {
    const { user, posted } = renderPanel([]);
    const box = await screen.findByRole('combobox', { name: T.bodyLabel });
    await user.type(box, '@mi');
    await user.click(screen.getByRole('option', { name: 'Mill Supplier' }));
    expect(box).toHaveValue('@Mill Supplier ');
    await user.clear(box);
    await user.type(box, 'No one named');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ anchor: { kind: 'style', id: null }, mentions: [] });
  });

  it("fetches the comments again when the style's news announces one", async () => {
    const { gets, list, rerenderWithNews } = renderPanel([aComment({})]);
    await screen.findByRole('list', { name: T.listLabel });
    expect(gets()).toBe(1);
    list.items.push(aComment({ id: 'c-9', author: MILL, body: 'Live from the mill' }));
    rerenderWithNews(1);
    expect(await screen.findByText('Live from the mill')).toBeInTheDocument();
  });
});

describe("'Updated by NAME: view changes'", () => {
  it('says who saved and loads their revision when asked', async () => {
    const onView = jest.fn();
    const { user } = renderWithProviders(
      <StyleUpdatedBanner by="Patricia Maker" onView={onView} />,
    );
    expect(screen.getByText(/Updated by Patricia Maker/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.viewChanges }));
    expect(onView).toHaveBeenCalledTimes(1);
  });
});
