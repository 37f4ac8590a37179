import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from './sectionScrolling';

/** react-router's key of the entry a page was first loaded at (nothing navigated yet). */
const FIRST_ENTRY_KEY = 'default';

/**
 * Page scrolling when a screen of this area is navigated to: a section in the address
 * (`/#pricing`, from a legal page's header or footer) lands on it below the header, otherwise the
 * page starts at the top. On the page's first load the browser keeps its own scroll position.
 * (A section that renders after the first paint scrolls itself into place: LandingSections.)
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const section = decodeURIComponent(hash.slice(1));
    if (section !== '' && scrollToSection(section, { smooth: false })) return;
    if (key !== FIRST_ENTRY_KEY) window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
