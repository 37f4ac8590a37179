import { useEffect, useState } from 'react';
import { activeSectionAt, scrollTargetFor, type SectionBounds } from '../model/scrollSpy';

/** A section's top, in pixels from the top of the page. */
const documentTop = (element: HTMLElement): number =>
  element.getBoundingClientRect().top + window.scrollY;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls to a landing section, stopping the header's offset above it, smoothly unless told
 * otherwise or the visitor asked for reduced motion. Focus moves to the section (without a
 * second scroll) so that keyboard users continue from there. False when there is no such section.
 */
export function scrollToSection(id: string, { smooth = true }: { smooth?: boolean } = {}): boolean {
  const section = document.getElementById(id);
  if (section === null) return false;
  window.scrollTo({
    top: scrollTargetFor(documentTop(section)),
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
  });
  section.focus({ preventScroll: true });
  return true;
}

/**
 * The id of the section the visitor is reading (scroll-spy), `initial` until the first measure.
 * Measured at most once per frame
 * while scrolling or resizing; the first measure waits for a frame too, so the page's first
 * render is never held up by a forced layout.
 */
export function useActiveSection(
  ids: readonly string[],
  initial: string | undefined,
): string | undefined {
  const [active, setActive] = useState(initial);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = ids.flatMap((id): SectionBounds[] => {
        const element = document.getElementById(id);
        return element === null
          ? []
          : [{ id, top: documentTop(element), height: element.offsetHeight }];
      });
      setActive(
        activeSectionAt(sections, {
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        }),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  return active;
}
