// The header's anchor behaviour (spec 000, sections 2 and 9) as pure functions of positions, so
// the rules are tested on tables; the header only measures the page and applies them.

/** A click on a header link stops this far above the section: the fixed header's room. */
export const HEADER_SCROLL_OFFSET = 80;

/** A section counts as the current one once its top is within this distance below the top. */
export const SECTION_DETECTION_OFFSET = 100;

/** Where a section sits in the document (pixels from the top of the page). */
export interface SectionBounds {
  id: string;
  top: number;
  height: number;
}

/** The page scroll position for a smooth scroll to a section whose top is at `sectionTop`. */
export function scrollTargetFor(sectionTop: number, offset = HEADER_SCROLL_OFFSET): number {
  return Math.max(0, Math.round(sectionTop - offset));
}

export interface ViewportMetrics {
  /** The page's scroll position (`window.scrollY`). */
  scrollY: number;
  /** Height of the visible area (`window.innerHeight`). */
  viewportHeight: number;
  /** Height of the whole page (`document.documentElement.scrollHeight`). */
  documentHeight: number;
}

/**
 * The section the header marks as current. The reading line sits `detectionOffset` below the
 * top of the viewport: the current section is the one that line is in; in a gap between sections
 * (or below the last one, over the footer) it is the last section the line has passed; above the
 * first section, the first. Once the page is scrolled to its very end, sections too short to
 * reach the line (the last ones, above the footer) could never become current, so the last
 * section is current there: that is where a click on its link lands.
 */
export function activeSectionAt(
  sections: readonly SectionBounds[],
  { scrollY, viewportHeight, documentHeight }: ViewportMetrics,
  detectionOffset = SECTION_DETECTION_OFFSET,
): string | undefined {
  const ordered = [...sections].sort((a, b) => a.top - b.top);
  const first = ordered[0];
  const last = ordered.at(-1);
  if (first === undefined || last === undefined) return undefined;

  const atEnd = scrollY > 0 && scrollY + viewportHeight >= documentHeight - 1;
  if (atEnd) return last.id;

  const line = scrollY + detectionOffset;
  const containing = ordered.find(
    (section) => line >= section.top && line < section.top + section.height,
  );
  if (containing !== undefined) return containing.id;
  const passed = ordered.filter((section) => section.top <= line).at(-1);
  return (passed ?? first).id;
}
