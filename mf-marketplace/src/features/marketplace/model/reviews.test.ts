import { REVIEW_TEXTS, reviewBody, validateReply, validateReview } from './reviews';

describe('validateReview', () => {
  it.each([
    [{ rating: 0, comment: '' }, { rating: REVIEW_TEXTS.ratingRequired }],
    [{ rating: 6, comment: 'x' }, { rating: REVIEW_TEXTS.ratingRequired }],
    [{ rating: 5, comment: '' }, {}],
    [{ rating: 1, comment: 'x'.repeat(1000) }, {}],
    [
      { rating: 0, comment: 'x'.repeat(1001) },
      { rating: REVIEW_TEXTS.ratingRequired, comment: REVIEW_TEXTS.commentTooLong },
    ],
  ])('%j -> %j', (values, errors) => {
    expect(validateReview(values)).toEqual(errors);
  });

  it('sends the comment trimmed', () => {
    expect(reviewBody({ rating: 4, comment: '  Good.  ' })).toEqual({
      rating: 4,
      comment: 'Good.',
    });
  });
});

describe('validateReply', () => {
  it.each([
    ['', REVIEW_TEXTS.replyRequired],
    ['   ', REVIEW_TEXTS.replyRequired],
    ['x'.repeat(1001), REVIEW_TEXTS.replyTooLong],
    ['Thanks!', null],
  ])('%p -> %p', (comment, error) => {
    expect(validateReply(comment)).toBe(error);
  });
});

describe('the tab and the counter', () => {
  it.each([
    [0, 'Reviews (0)'],
    [1234, 'Reviews (1,234)'],
  ])('%p reviews: %p', (count, label) => {
    expect(REVIEW_TEXTS.tab(count)).toBe(label);
  });

  it('counts characters out of 1,000', () => {
    expect(REVIEW_TEXTS.counter(12)).toBe('12/1,000 characters');
  });
});
