// The landing remote's line icons, drawn inline: no image requests, no layout shift, and they
// follow the text colour and size (1em). Always decorative: the text next to them names things.
import type { ReactNode } from 'react';
import { LineIcon } from '@atelier/shared-ui';
import type { IconName } from '../content/landing';

const PATHS: Record<
  IconName | 'check' | 'download' | 'clock' | 'building' | 'mail' | 'pin',
  ReactNode
> = {
  pencil: <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />,
  scissors: (
    <>
      <circle cx="6" cy="6" r="3" />
      <circle cx="6" cy="18" r="3" />
      <path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12" />
    </>
  ),
  clipboard: (
    <>
      <rect x="6" y="4" width="12" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.7-1.5 1.8-1.5H16a5 5 0 0 0 5-5c0-4.1-4-7.5-9-7.5Z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  cube: <path d="M12 2 3 7v10l9 5 9-5V7Zm0 0v0M3 7l9 5 9-5M12 12v10" />,
  lightbulb: (
    <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.2 1 2V17h6v-.3c0-.8.4-1.5 1-2A7 7 0 0 0 12 2Z" />
  ),
  layers: <path d="m12 2 10 5-10 5L2 7Zm-10 10 10 5 10-5M2 17l10 5 10-5" />,
  factory: <path d="M2 21V10l6 4V10l6 4V4h4l2 17Zm4-4h2m4 0h2" />,
  needle: <path d="M21 3 9 15m-1 1-3 5-1-1 5-3M17 4.5l2.5 2.5M3 12c3-1 5 1 8 0" />,
  tag: (
    <>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  truck: (
    <>
      <path d="M1 4h14v12H1zM15 9h4l4 4v3h-8" />
      <circle cx="6" cy="18.5" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20Z" />
    </>
  ),
  check: <path d="M20 6 9 17l-5-5" />,
  download: <path d="M12 3v12m-5-5 5 5 5-5M4 21h16" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  building: <path d="M4 21V3h12v18M16 9h4v12M8 7h4M8 11h4M8 15h4M2 21h20" />,
  mail: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </>
  ),
  pin: (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
};

export type LandingIconName = keyof typeof PATHS;

/** A decorative line icon, hidden from assistive technology (shared-ui's frame). */
export function Icon({ name }: { name: LandingIconName }) {
  return <LineIcon>{PATHS[name]}</LineIcon>;
}
