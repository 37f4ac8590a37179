import {
  COMMENT_MAX_LENGTH,
  TESTIMONIAL_TEXTS as TEXTS,
  testimonialBody,
  validateTestimonial,
} from './testimonial';

describe('validateTestimonial', () => {
  it.each([
    ['a rating and a comment', { rating: 4, comment: 'Precise work.' }, {}],
    ['no rating', { rating: 0, comment: 'Precise work.' }, { rating: TEXTS.ratingRequired }],
    ['a rating out of range', { rating: 6, comment: 'Fine.' }, { rating: TEXTS.ratingRequired }],
    ['a blank comment', { rating: 5, comment: '   ' }, { comment: TEXTS.commentRequired }],
    [
      'a comment too long',
      { rating: 5, comment: 'a'.repeat(COMMENT_MAX_LENGTH + 1) },
      { comment: TEXTS.commentTooLong },
    ],
    [
      'nothing',
      { rating: 0, comment: '' },
      { rating: TEXTS.ratingRequired, comment: TEXTS.commentRequired },
    ],
  ])('%s', (_case, values, errors) => {
    expect(validateTestimonial(values)).toEqual(errors);
  });

  it('sends the comment trimmed', () => {
    expect(testimonialBody({ rating: 3, comment: '  Good.  ' })).toEqual({
      rating: 3,
      comment: 'Good.',
    });
  });
});
