import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import { ConversationList } from './ConversationList';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

const renderEmpty = (narrowed: boolean, onNewMessage = jest.fn()) =>
  renderWithProviders(
    <ConversationList
      conversations={[]}
      online={{}}
      selectedId={undefined}
      now={NOW}
      onSelect={jest.fn()}
      narrowed={narrowed}
      onNewMessage={onNewMessage}
    />,
    { route: '/client/messages' },
  );

describe('ConversationList, empty', () => {
  it('invites the first message when nothing was searched (issue 26)', async () => {
    const onNewMessage = jest.fn();
    renderEmpty(false, onNewMessage);
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.queryByText('No conversations found')).not.toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search criteria')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write your first message' }));
    expect(onNewMessage).toHaveBeenCalledTimes(1);
  });

  it("keeps the spec's texts for a search or filter that finds nothing", () => {
    renderEmpty(true);
    expect(screen.getByRole('heading', { name: 'No conversations found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Write your first message' }),
    ).not.toBeInTheDocument();
  });
});
