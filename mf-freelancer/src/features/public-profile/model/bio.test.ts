import { collapsedBio, isLongBio, shareDescription } from './bio';

describe('the bio', () => {
  const long = `${'word '.repeat(40)}end`;
  it.each([
    ['a', false],
    ['x'.repeat(200), false],
    ['x'.repeat(201), true],
  ])('collapses %#: over 200 characters only', (bio, expected) => {
    expect(isLongBio(bio)).toBe(expected);
  });
  it('cuts a long bio at a word with an ellipsis', () => {
    const cut = collapsedBio(long);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.endsWith('word…')).toBe(true);
  });
  it('describes the page for sharing', () => {
    expect(
      shareDescription({ profession: 'Swimwear Designer', location: 'Barcelona', bio: 'Swim.' }),
    ).toBe('Swimwear Designer · Barcelona. Swim.');
  });
});
