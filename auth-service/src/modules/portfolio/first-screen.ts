/**
 * The public profile's first screen as HTML, for the gateway to include in the shell's page on
 * `/portfolio/<username>` (nginx SSI, nginx/gateway.conf.template), as it includes the landing
 * page's: the name, profession, location, photo and the collapsed About Me paint with the HTML
 * itself, before any code, and crawlers that run no code read them. mf-freelancer's screen
 * replaces it when it mounts (shared-ui's createAreaLifecycles removes `#atelier-prerendered`).
 * Mirrors that screen's header and About Me (mf-freelancer's public-profile feature). Pure.
 */

/** Section 9: a bio over 200 characters collapses (as mf-freelancer's `collapsedBio`). */
export const BIO_COLLAPSE_LENGTH = 200;

/** The collapsed bio: its first 200 characters, cut at a word, with an ellipsis. */
export function collapsedBio(bio: string): string {
  if (bio.length <= BIO_COLLAPSE_LENGTH) return bio;
  const cut = bio.slice(0, BIO_COLLAPSE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The same id as shared-ui's PRERENDERED_CONTENT_ID. */
export const PRERENDERED_CONTENT_ID = 'atelier-prerendered';

export interface FirstScreenProfile {
  fullName: string;
  profession: string;
  location: string;
  bio: string;
  /** The square photo (320 px), or none. */
  photoUrl: string | null;
}

export const FIRST_SCREEN_TEXTS = { aboutMe: 'About Me' } as const;

// The screen's layout in plain CSS with the theme's spacing (page: 24px gaps, 16px padding;
// header: 16px; identity: 4px), scoped under the prerendered element so it leaves with it. While
// it is there, the freelancer area's element after it stays hidden: its loading states would
// show under the content; the screen removes this element once its own content is rendered.
const CSS = `#${PRERENDERED_CONTENT_ID} ~ [data-area="mf_freelancer"]{display:none}`;
const CONTENT_CSS = `#${PRERENDERED_CONTENT_ID} main{display:flex;flex-direction:column;gap:24px;max-width:64rem;margin:0 auto;padding:16px}#${PRERENDERED_CONTENT_ID} header{display:flex;flex-wrap:wrap;gap:16px;align-items:center}#${PRERENDERED_CONTENT_ID} header img{width:8rem;height:8rem;border-radius:999px;object-fit:cover}#${PRERENDERED_CONTENT_ID} header div{display:flex;flex:1;flex-direction:column;gap:4px}#${PRERENDERED_CONTENT_ID} h1,#${PRERENDERED_CONTENT_ID} header p{margin:0}`;

export function firstScreenHtml(profile: FirstScreenProfile): string {
  const text = escapeHtml;
  const photo =
    profile.photoUrl === null
      ? ''
      : `<img src="${text(profile.photoUrl)}" alt="${text(profile.fullName)}" width="128" height="128">`;
  const location = profile.location === '' ? '' : `<p>${text(profile.location)}</p>`;
  return (
    `<div id="${PRERENDERED_CONTENT_ID}"><style>${CSS}${CONTENT_CSS}</style><main><header>${photo}<div>` +
    `<h1>${text(profile.fullName)}</h1><p>${text(profile.profession)}</p>${location}</div></header>` +
    `<section aria-labelledby="about-me-first"><h2 id="about-me-first">${FIRST_SCREEN_TEXTS.aboutMe}</h2>` +
    `<p>${text(collapsedBio(profile.bio))}</p></section></main></div>\n`
  );
}
