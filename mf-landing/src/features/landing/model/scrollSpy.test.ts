import {
  HEADER_SCROLL_OFFSET,
  SECTION_DETECTION_OFFSET,
  activeSectionAt,
  scrollTargetFor,
  type SectionBounds,
} from './scrollSpy';

describe('the spec constants', () => {
  it('scrolls with an 80px offset and detects with a 100px offset (spec 000, section 9)', () => {
    expect(HEADER_SCROLL_OFFSET).toBe(80);
    expect(SECTION_DETECTION_OFFSET).toBe(100);
  });
});

describe('scrollTargetFor', () => {
  it.each([
    // [section top, offset, target]
    [1000, undefined, 920],
    [80, undefined, 0],
    [0, undefined, 0],
    [40, undefined, 0],
    [1234.6, undefined, 1155],
    [1000, 64, 936],
  ])('a section at %p with offset %p scrolls to %p', (top, offset, target) => {
    expect(scrollTargetFor(top, offset)).toBe(target);
  });
});

describe('activeSectionAt', () => {
  // home 0-600, freelancers 600-1200, a 100px gap, jobs 1300-1800; the page is 2400px tall
  // (a 600px footer) in a 700px viewport, so it scrolls to at most 1700.
  const sections: SectionBounds[] = [
    { id: 'home', top: 0, height: 600 },
    { id: 'freelancers', top: 600, height: 600 },
    { id: 'jobs', top: 1300, height: 500 },
  ];
  const page = { viewportHeight: 700, documentHeight: 2400 };

  it.each([
    // [scrollY, expected, why]
    [0, 'home', 'the top of the page'],
    [499, 'home', 'the reading line (scrollY + 100) is still in home'],
    [500, 'freelancers', 'the reading line reaches the top of freelancers'],
    [520, 'freelancers', 'after a click on Freelancers (600 - 80)'],
    [1099, 'freelancers', 'the last pixel of freelancers'],
    [1150, 'freelancers', 'in the gap after freelancers, the section passed last'],
    [1200, 'jobs', 'the reading line reaches jobs'],
    [1220, 'jobs', 'after a click on Jobs (1300 - 80)'],
    [1650, 'jobs', 'over the footer, the last section passed'],
    [1700, 'jobs', 'the very end of the page'],
  ])('at scrollY %p the current section is %p (%s)', (scrollY, expected) => {
    expect(activeSectionAt(sections, { ...page, scrollY })).toBe(expected);
  });

  it('marks the last section at the end of the page even when it never reaches the line', () => {
    // jobs starts at 2000 but the page only scrolls to 1700 (reading line 1800).
    const short = [...sections.slice(0, 2), { id: 'jobs', top: 2000, height: 300 }];
    expect(activeSectionAt(short, { ...page, scrollY: 1600 })).toBe('freelancers');
    expect(activeSectionAt(short, { ...page, scrollY: 1700 })).toBe('jobs');
  });

  it('does not call a page that cannot scroll "at its end"', () => {
    expect(
      activeSectionAt(sections, { scrollY: 0, viewportHeight: 3000, documentHeight: 2400 }),
    ).toBe('home');
  });

  it('marks the first section above it, whatever the order given', () => {
    const later = [
      { id: 'b', top: 900, height: 100 },
      { id: 'a', top: 500, height: 100 },
    ];
    expect(activeSectionAt(later, { ...page, scrollY: 0 })).toBe('a');
    expect(activeSectionAt(later, { ...page, scrollY: 850 })).toBe('b');
  });

  it('uses the detection offset it is given', () => {
    expect(activeSectionAt(sections, { ...page, scrollY: 550 }, 0)).toBe('home');
    expect(activeSectionAt(sections, { ...page, scrollY: 550 }, 50)).toBe('freelancers');
  });

  it('has no current section without sections', () => {
    expect(activeSectionAt([], { ...page, scrollY: 0 })).toBeUndefined();
  });
});
