import { MARKETPLACE_TEXTS } from './texts';

// Issue 37, item 11: counts read as English ('1 download', never '1 downloads').
describe('counts on product cards and pages', () => {
  it.each([
    [0, '0 downloads'],
    [1, '1 download'],
    [2, '2 downloads'],
    [1248, '1,248 downloads'],
  ])('%d downloads: %s', (count, text) => {
    expect(MARKETPLACE_TEXTS.downloads(count)).toBe(text);
  });

  it.each([
    [1, '(1 review)'],
    [24, '(24 reviews)'],
    [1200, '(1,200 reviews)'],
  ])('%d reviews: %s', (count, text) => {
    expect(MARKETPLACE_TEXTS.reviews(count)).toBe(text);
  });

  it("says 'No reviews yet' where a rating of 0 from 0 reviews was", () => {
    expect(MARKETPLACE_TEXTS.noReviews).toBe('No reviews yet');
  });
});
