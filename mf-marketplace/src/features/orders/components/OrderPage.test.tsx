import { screen, waitFor, within } from '@testing-library/react';
import type { ServiceOrder } from '@atelier/api-contract';
import { createCatalogueServer } from '../../../testing/catalogueServer';
import { SELLER_ID, anOrder } from '../../../testing/factories';
import { answerWith } from '../../../testing/ordersServer';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { ORDER_TEXTS as TEXTS } from '../model/texts';

function openOrder(order: ServiceOrder) {
  const server = createCatalogueServer([]);
  server.orders.orders[order.id] = order;
  const rendered = renderApp(`/marketplace/orders/${order.id}`, { server, session: SIGNED_IN });
  return rendered;
}

const posted = (server: ReturnType<typeof createCatalogueServer>) =>
  server.requests.filter(({ method }) => method === 'POST');

const DELIVERED = anOrder({
  status: 'delivered',
  dueAt: '2026-11-28T10:00:00.000Z',
  allowedMoves: ['accept', 'request-revision', 'propose-cancellation'],
  deliveries: [
    {
      id: 'd-1',
      message: 'First draft.',
      files: [{ id: 'f'.repeat(32), name: 'draft.pdf', size: 2048, url: '/api/orders/x/files/f' }],
      at: '2026-11-22T10:00:00.000Z',
    },
  ],
  timeline: [
    ...anOrder().timeline,
    {
      id: 'e-2',
      kind: 'delivered',
      actor: { id: SELLER_ID, name: 'Sofia Seller', role: 'seller' },
      at: '2026-11-22T10:00:00.000Z',
      message: 'First draft.',
      files: [{ id: 'f'.repeat(32), name: 'draft.pdf', size: 2048, url: '/api/orders/x/files/f' }],
    },
  ],
});

describe('/marketplace/orders/:orderId', () => {
  it('shows the terms, who it is with, and the Message button', async () => {
    openOrder(anOrder());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Custom Swimwear Design' }),
    ).toHaveFocus();
    expect(screen.getByText('Awaiting requirements')).toBeInTheDocument();
    expect(screen.getByText('Ordered from Sofia Seller')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: TEXTS.terms });
    expect(terms).toHaveTextContent('$49.00');
    expect(terms).toHaveTextContent('3-7 days');
    expect(terms).toHaveTextContent('1 of 1 left');
    expect(terms).toHaveTextContent('Your sizes and colours.');
    expect(terms).toHaveTextContent(TEXTS.dueStartsBuyer);
    expect(screen.getByRole('button', { name: TEXTS.message })).toBeInTheDocument();
  });

  it('takes the requirements: answers are required, then sent; the moved order replaces the page', async () => {
    const { user, server, platform } = openOrder(anOrder());
    server.orders.answerMove = (order) =>
      answerWith(200, {
        ...order,
        status: 'in_progress',
        dueAt: '2099-01-01T00:00:00.000Z',
        allowedMoves: ['propose-cancellation'],
      });
    const form = await screen.findByRole('form', { name: TEXTS.requirementsTitle });
    await user.click(within(form).getByRole('button', { name: TEXTS.submitRequirements }));
    expect(within(form).getByText(TEXTS.answersRequired)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: TEXTS.answers })).toHaveFocus();
    expect(posted(server)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: TEXTS.answers }), 'Size M, navy.');
    await user.click(within(form).getByRole('button', { name: TEXTS.submitRequirements }));
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(posted(server)[0]).toMatchObject({
      path: '/api/orders/55555555-5555-4555-8555-555555555555/requirements',
      body: { answers: 'Size M, navy.', files: [] },
    });
    expect(screen.queryByRole('form', { name: TEXTS.requirementsTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Due in /);
    // Message opens the buyer's inbox on the one conversation with the seller.
    await user.click(screen.getByRole('button', { name: TEXTS.message }));
    expect(platform.navigate).toHaveBeenCalledWith(`/freelancer/messages?with=${SELLER_ID}`);
  });

  it('offers exactly the moves the API allows', async () => {
    openOrder(DELIVERED);
    const actions = await screen.findByRole('group', { name: TEXTS.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([TEXTS.accept, TEXTS.requestRevision, TEXTS.proposeCancellation]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('hides Request Revision once the API no longer allows it', async () => {
    openOrder({ ...DELIVERED, revisionsRemaining: 0, allowedMoves: ['accept'] });
    const actions = await screen.findByRole('group', { name: TEXTS.actions });
    expect(within(actions).getByRole('button', { name: TEXTS.accept })).toBeInTheDocument();
    expect(
      within(actions).queryByRole('button', { name: TEXTS.requestRevision }),
    ).not.toBeInTheDocument();
  });

  it('asks for the reason of a revision', async () => {
    const { user, server } = openOrder(DELIVERED);
    server.orders.answerMove = (order) =>
      answerWith(200, {
        ...order,
        status: 'revision_requested',
        revisionsRemaining: 0,
        allowedMoves: ['propose-cancellation'],
      });
    await user.click(await screen.findByRole('button', { name: TEXTS.requestRevision }));
    const dialog = screen.getByRole('dialog', { name: TEXTS.requestRevision });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendRevisionRequest }));
    expect(within(dialog).getByText(TEXTS.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Longer straps, please.');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendRevisionRequest }));
    expect(await screen.findByText('Revision requested')).toBeInTheDocument();
    expect(posted(server).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: `/api/orders/${DELIVERED.id}/revision-requests`,
        body: { reason: 'Longer straps, please.' },
      },
    ]);
  });

  it('confirms before accepting; cancelling the confirmation sends nothing', async () => {
    const { user, server } = openOrder(DELIVERED);
    server.orders.answerMove = (order) =>
      answerWith(200, { ...order, status: 'completed', allowedMoves: [] });
    await user.click(await screen.findByRole('button', { name: TEXTS.accept }));
    const confirm = screen.getByRole('alertdialog', { name: TEXTS.acceptTitle });
    await user.click(within(confirm).getByRole('button', { name: TEXTS.cancel }));
    expect(posted(server)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: TEXTS.accept }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: TEXTS.acceptTitle })).getByRole('button', {
        name: TEXTS.accept,
      }),
    );
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(posted(server)[0]?.path).toMatch(/\/acceptance$/);
    expect(screen.queryByRole('group', { name: TEXTS.actions })).not.toBeInTheDocument();
  });

  it("shows the API's reason when it refuses a move", async () => {
    const { user, server } = openOrder(DELIVERED);
    server.orders.answerMove = () =>
      answerWith(409, { error: 'Conflict', message: 'This order is no longer delivered.' });
    await user.click(await screen.findByRole('button', { name: TEXTS.accept }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: TEXTS.accept }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order is no longer delivered.',
    );
  });

  it('lists the deliveries with their files on the timeline', async () => {
    openOrder(DELIVERED);
    const delivered = await screen.findByRole('article', { name: 'Order delivered' });
    expect(delivered).toHaveTextContent('by Sofia Seller');
    expect(delivered).toHaveTextContent('First draft.');
    expect(within(delivered).getByRole('button', { name: 'Download draft.pdf' })).toBeEnabled();
  });

  it("gives the seller the delivery form, and says 'Late' past the due date", async () => {
    const { user, server } = openOrder(
      anOrder({
        viewerRole: 'seller',
        counterpart: { id: '33333333-3333-4333-8333-333333333333', name: 'Bruno Buyer' },
        status: 'in_progress',
        dueAt: '2020-01-01T00:00:00.000Z',
        late: true,
        allowedMoves: ['deliver', 'propose-cancellation'],
      }),
    );
    expect(await screen.findByText('Ordered by Bruno Buyer')).toBeInTheDocument();
    expect(screen.getAllByText(TEXTS.late).length).toBeGreaterThan(0);
    expect(screen.getByRole('timer')).toHaveTextContent(/ late$/);
    const form = screen.getByRole('form', { name: TEXTS.deliverTitle });
    await user.type(within(form).getByRole('textbox', { name: TEXTS.deliveryMessage }), 'Done.');
    await user.click(within(form).getByRole('button', { name: TEXTS.deliver }));
    await waitFor(() =>
      expect(posted(server)[0]).toMatchObject({
        path: '/api/orders/55555555-5555-4555-8555-555555555555/deliveries',
        body: { message: 'Done.', files: [] },
      }),
    );
  });

  it("names the refund in the seller's confirmation of a cancellation, kept by 'Keep Order'", async () => {
    const { user, server } = openOrder(
      anOrder({
        viewerRole: 'seller',
        counterpart: { id: '33333333-3333-4333-8333-333333333333', name: 'Bruno Buyer' },
        status: 'in_progress',
        dueAt: '2030-01-01T00:00:00.000Z',
        cancellationProposal: {
          by: 'buyer',
          reason: 'Plans changed.',
          at: '2026-11-22T10:00:00.000Z',
        },
        allowedMoves: ['deliver', 'accept-cancellation', 'decline-cancellation'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: TEXTS.acceptCancellation }));
    const confirm = screen.getByRole('alertdialog', { name: TEXTS.acceptCancellationTitle });
    expect(confirm).toHaveTextContent('the buyer refunded $49.00');
    expect(within(confirm).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: TEXTS.keepOrder }));
    expect(posted(server)).toHaveLength(0);
  });

  it("is 'Order Not Found' for anyone but its two parties (the API's 404)", async () => {
    const server = createCatalogueServer([]);
    renderApp('/marketplace/orders/77777777-7777-4777-8777-777777777777', {
      server,
      session: SIGNED_IN,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(TEXTS.notFoundText)).toBeInTheDocument();
  });
});
