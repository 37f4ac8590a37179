import { screen, within } from '@testing-library/react';
import type { SessionSnapshot } from '@atelier/shared-ui';
import { createCatalogueServer, type CatalogueServer } from '../../../testing/catalogueServer';
import { aProduct, aProductSummary, aReview } from '../../../testing/factories';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { REVIEW_TEXTS as TEXTS } from '../model/reviews';

const SARAH = '22222222-2222-4222-8222-222222222222';
const TECH_PACK = aProduct(
  aProductSummary({
    title: 'Complete Tech Pack Template',
    authorId: SARAH,
    authorName: 'Sarah Chen',
    rating: 4.5,
    reviewCount: 7,
  }),
);
const SELLER: SessionSnapshot = {
  status: 'signedIn',
  profile: { id: SARAH, email: 'sarah@example.com', fullName: 'Sarah Chen', role: 'freelancer' },
  isPremium: false,
};
const BUYERS = ['Marco', 'Ines', 'Yuki', 'Omar', 'Lena', 'Tom', 'Ana'];

/** Seven reviews, newest first; the newest has the seller's reply. */
function sevenReviews() {
  return BUYERS.map((buyer, index) =>
    aReview(TECH_PACK.id, {
      buyerName: buyer,
      rating: index % 2 === 0 ? 5 : 4,
      comment: `Review from ${buyer}.`,
      createdAt: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00.000Z`,
      reply:
        index === 0
          ? { comment: 'Thank you, Marco!', createdAt: '2026-11-21T09:00:00.000Z' }
          : null,
    }),
  );
}

async function openReviews(
  session: SessionSnapshot | undefined,
  prepare: (server: CatalogueServer) => void = () => undefined,
) {
  const server = createCatalogueServer([TECH_PACK]);
  prepare(server);
  const rendered = renderApp(`/marketplace/product/${TECH_PACK.id}?tab=reviews`, {
    server,
    session,
  });
  await screen.findByRole('heading', { level: 1, name: TECH_PACK.title });
  return rendered;
}

const reviewList = () => screen.findByRole('list', { name: TEXTS.heading });
const reviewNames = async () =>
  within(await reviewList())
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

describe('Reviews on the product page', () => {
  it("is a 'Reviews (n)' tab beside the spec's tabs, opened by ?tab=reviews", async () => {
    await openReviews(undefined, (server) => {
      server.sales.reviews[TECH_PACK.id] = sevenReviews();
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Product information' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Description',
      "What's Included",
      'Details',
      'Reviews (7)',
    ]);
    const reviewsTab = tabs.getByRole('tab', { name: 'Reviews (7)' });
    expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
    // The page starts at the tab it was opened on.
    expect(reviewsTab).toHaveFocus();
  });

  it('lists the newest first with stars, comment, buyer, date and the seller’s reply', async () => {
    await openReviews(undefined, (server) => {
      server.sales.reviews[TECH_PACK.id] = sevenReviews();
    });
    expect(await reviewNames()).toEqual([
      'Review by Marco',
      'Review by Ines',
      'Review by Yuki',
      'Review by Omar',
      'Review by Lena',
    ]);
    const marco = screen.getByRole('article', { name: 'Review by Marco' });
    expect(within(marco).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(marco).toHaveTextContent('Review from Marco.');
    expect(marco).toHaveTextContent('Nov 20, 2026');
    expect(within(marco).getByRole('heading', { name: 'Reply from Sarah Chen' })).toBeVisible();
    expect(marco).toHaveTextContent('Thank you, Marco!');
    // The rating shown at the top comes from the reviews' answer.
    expect(screen.getAllByRole('img', { name: '4.6 out of 5 stars' })[0]).toBeInTheDocument();
  });

  it('pages through them', async () => {
    const { user, server } = await openReviews(undefined, (s) => {
      s.sales.reviews[TECH_PACK.id] = sevenReviews();
    });
    await reviewList();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Review by Tom' })).toBeInTheDocument();
    expect(await reviewNames()).toEqual(['Review by Tom', 'Review by Ana']);
    expect(
      server.requests
        .filter(({ path }) => path.endsWith('/reviews'))
        .map(({ query }) => query.get('page')),
    ).toEqual(['1', '2']);
    expect(screen.getByRole('navigation', { name: TEXTS.pages })).toBeInTheDocument();
  });

  it('says when there are none, and offers a visitor no form', async () => {
    const { server } = await openReviews(undefined);
    expect(await screen.findByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(server.requests.some(({ path }) => path.endsWith('/reviews/mine'))).toBe(false);
  });

  it('offers no form to a signed-in user who has not bought the product', async () => {
    const { server } = await openReviews(SIGNED_IN);
    await screen.findByRole('heading', { name: TEXTS.empty });
    expect(server.requests.some(({ path }) => path.endsWith('/reviews/mine'))).toBe(true);
    expect(screen.queryByRole('form', { name: TEXTS.writeTitle })).not.toBeInTheDocument();
  });

  it('lets a buyer write one: rating by keyboard, comment with its counter', async () => {
    const { user, server } = await openReviews(SIGNED_IN, (s) => {
      s.sales.myReviews[TECH_PACK.id] = { canReview: true, review: null };
    });
    const form = await screen.findByRole('form', { name: TEXTS.writeTitle });
    await user.click(within(form).getByRole('button', { name: TEXTS.submit }));
    const rating = within(form).getByRole('group', { name: TEXTS.rating });
    expect(rating).toHaveAccessibleDescription(TEXTS.ratingRequired);
    expect(within(rating).getByRole('radio', { name: '1 star' })).toHaveFocus();

    await user.click(within(rating).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(rating).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(rating).not.toHaveAccessibleDescription(TEXTS.ratingRequired);

    const comment = within(form).getByRole('textbox', { name: TEXTS.comment });
    await user.type(comment, 'Clear and complete.');
    expect(comment).toHaveAccessibleDescription('19/1,000 characters');
    expect(comment).toHaveAttribute('maxlength', '1000');

    await user.click(within(form).getByRole('button', { name: TEXTS.submit }));
    expect(await within(form).findByRole('status')).toHaveTextContent(TEXTS.published);
    expect(server.requests.find(({ method }) => method === 'PUT')).toMatchObject({
      path: `/api/catalogue/products/${TECH_PACK.id}/reviews/mine`,
      body: { rating: 4, comment: 'Clear and complete.' },
    });
    expect(await screen.findByRole('article', { name: 'Review by Ada Lovelace' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: TEXTS.editTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.update })).toBeInTheDocument();
  });

  it('lets a buyer edit theirs, and keeps what was typed when the save is refused', async () => {
    const mine = aReview(TECH_PACK.id, { buyerName: 'Ada Lovelace', rating: 3, comment: 'Fine.' });
    const { user, server } = await openReviews(SIGNED_IN, (s) => {
      s.sales.reviews[TECH_PACK.id] = [mine];
      s.sales.myReviews[TECH_PACK.id] = { canReview: true, review: mine };
      s.sales.refuseNextWrite = { status: 403, message: 'Only buyers can review this product.' };
    });
    const form = await screen.findByRole('form', { name: TEXTS.editTitle });
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    const comment = within(form).getByRole('textbox', { name: TEXTS.comment });
    expect(comment).toHaveValue('Fine.');
    await user.clear(comment);
    await user.type(comment, 'Better than I thought.');
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.click(within(form).getByRole('button', { name: TEXTS.update }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only buyers can review this product.',
    );
    expect(comment).toHaveValue('Better than I thought.');
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: TEXTS.update }));
    expect(await within(form).findByRole('status')).toHaveTextContent(TEXTS.updated);
    expect(server.requests.filter(({ method }) => method === 'PUT').at(-1)?.body).toEqual({
      rating: 5,
      comment: 'Better than I thought.',
    });
    const article = await screen.findByRole('article', { name: 'Review by Ada Lovelace' });
    expect(await within(article).findByText('Better than I thought.')).toBeVisible();
  });

  it('lets the seller reply once to each review', async () => {
    const { user, server } = await openReviews(SELLER, (s) => {
      s.sales.reviews[TECH_PACK.id] = sevenReviews().slice(0, 2);
    });
    await reviewList();
    // Marco's review has its reply already; Ines's has none.
    const marco = screen.getByRole('article', { name: 'Review by Marco' });
    expect(within(marco).queryByRole('button', { name: TEXTS.reply })).not.toBeInTheDocument();
    const ines = screen.getByRole('article', { name: 'Review by Ines' });
    await user.click(within(ines).getByRole('button', { name: TEXTS.reply }));
    const reply = within(ines).getByRole('textbox', { name: TEXTS.replyLabel });
    expect(reply).toHaveFocus();

    await user.click(within(ines).getByRole('button', { name: TEXTS.postReply }));
    expect(reply).toHaveAccessibleDescription(`0/1,000 characters ${TEXTS.replyRequired}`);
    await user.type(reply, 'Glad it helped!');
    await user.click(within(ines).getByRole('button', { name: TEXTS.postReply }));
    expect(
      await within(ines).findByRole('heading', { name: 'Reply from Sarah Chen' }),
    ).toBeVisible();
    expect(ines).toHaveTextContent('Glad it helped!');
    expect(within(ines).queryByRole('button', { name: TEXTS.reply })).not.toBeInTheDocument();
    // The seller has no review form of their own, and is not asked for one.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(server.requests.some(({ path }) => path.endsWith('/reviews/mine'))).toBe(false);
  });

  it("tells the seller the API's refusal of a second reply", async () => {
    const { user } = await openReviews(SELLER, (s) => {
      s.sales.reviews[TECH_PACK.id] = sevenReviews().slice(1, 2);
      s.sales.refuseNextWrite = {
        status: 409,
        message: 'You have already replied to this review.',
      };
    });
    await reviewList();
    const ines = screen.getByRole('article', { name: 'Review by Ines' });
    await user.click(within(ines).getByRole('button', { name: TEXTS.reply }));
    await user.type(within(ines).getByRole('textbox', { name: TEXTS.replyLabel }), 'Thanks!');
    await user.click(within(ines).getByRole('button', { name: TEXTS.postReply }));
    expect(await within(ines).findByRole('alert')).toHaveTextContent(
      'You have already replied to this review.',
    );
    expect(within(ines).getByRole('textbox', { name: TEXTS.replyLabel })).toHaveValue('Thanks!');
  });
});
