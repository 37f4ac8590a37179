import type { ReactNode } from 'react';

// Small decorative icons, for the primitives and for every app (exported from src/index.ts);
// always hidden from assistive technology, the surrounding control carries the accessible name.
// Sized in `em` so they follow the text size.

const iconProps = {
  'aria-hidden': true,
  focusable: false,
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The frame every line icon is drawn in: 24x24, stroked in the text colour, 1em square. */
export function LineIcon({ children }: { children: ReactNode }) {
  return <svg {...iconProps}>{children}</svg>;
}

export function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <LineIcon>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}

export function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function GridIcon() {
  return (
    <LineIcon>
      <rect x="4" y="4" width="6" height="6" />
      <rect x="14" y="4" width="6" height="6" />
      <rect x="4" y="14" width="6" height="6" />
      <rect x="14" y="14" width="6" height="6" />
    </LineIcon>
  );
}

export function ListIcon() {
  return (
    <LineIcon>
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
    </LineIcon>
  );
}

/** A heart, filled when `filled` (favourites, saved jobs). */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg {...iconProps} fill={filled ? 'currentColor' : 'none'}>
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <LineIcon>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </LineIcon>
  );
}

export function ZoomIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" />
    </LineIcon>
  );
}

export function ChevronLeftIcon() {
  return (
    <LineIcon>
      <path d="M15 18l-6-6 6-6" />
    </LineIcon>
  );
}

export function ChevronRightIcon() {
  return (
    <LineIcon>
      <path d="M9 18l6-6-6-6" />
    </LineIcon>
  );
}

export function DownloadIcon() {
  return (
    <LineIcon>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
    </LineIcon>
  );
}

export function FilterIcon() {
  return (
    <LineIcon>
      <path d="M22 3H2l8 9.5V19l4 2v-8.5L22 3z" />
    </LineIcon>
  );
}

export function MapPinIcon() {
  return (
    <LineIcon>
      <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
      <circle cx="12" cy="10" r="3" />
    </LineIcon>
  );
}

export function ClockIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </LineIcon>
  );
}

/** Notifications (the navbar's bell). */
export function BellIcon() {
  return (
    <LineIcon>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
    </LineIcon>
  );
}

/** Messages (an envelope). */
export function MailIcon() {
  return (
    <LineIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </LineIcon>
  );
}

/** Attach a file (a paper clip). */
export function PaperclipIcon() {
  return (
    <LineIcon>
      <path d="M21.4 11.1l-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </LineIcon>
  );
}

/** A file (a sent or received attachment). */
export function FileIcon() {
  return (
    <LineIcon>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6" />
    </LineIcon>
  );
}

/** One tick (a message sent). */
export function CheckIcon() {
  return (
    <LineIcon>
      <path d="M20 6L9 17l-5-5" />
    </LineIcon>
  );
}

/** Two ticks (a message delivered or read). */
export function DoubleCheckIcon() {
  return (
    <LineIcon>
      <path d="M17 6L7 16l-4-4M22 7l-9.5 9.5-1.5-1.5" />
    </LineIcon>
  );
}

/** More actions (three dots in a row). */
export function MoreIcon() {
  return (
    <LineIcon>
      <path d="M5 12h.01M12 12h.01M19 12h.01" />
    </LineIcon>
  );
}
