import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import type { SectionId } from '../../../content/landing';
import { scrollToSection } from './sectionScrolling';

export interface SectionLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** The landing section it leads to. */
  section: SectionId;
  /** Called after the link was followed, e.g. to close the small-screen menu. */
  onNavigate?: () => void;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to a landing section. On the landing page it scrolls there smoothly with the header's
 * offset (a plain `#id` jump would hide the section's title under the fixed header); elsewhere
 * (legal pages) it goes to `/#id`, which the landing page scrolls to once shown.
 */
export function SectionLink({ section, onNavigate, onClick, children, ...rest }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname !== PATHS.landing) {
    return (
      <Link
        {...rest}
        to={{ pathname: PATHS.landing, hash: section }}
        onClick={(event) => {
          onClick?.(event);
          onNavigate?.();
        }}
      >
        {children}
      </Link>
    );
  }
  return (
    <a
      {...rest}
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        if (scrollToSection(section)) event.preventDefault();
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}
