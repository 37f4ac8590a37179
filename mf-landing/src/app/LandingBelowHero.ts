// Everything below the landing page's hero, as one chunk: the sections and the footer with its
// 'Stay Updated' box. Both need the waitlist form and the store; as two chunks, each carried its
// own copy of them and the page downloaded both (docs/perf-history.md, "Issue 23 section 2").
// Legal pages still load the footer's chunk alone.
export { default as LandingSections } from './LandingSections';
export { default as SiteFooterWithNewsletter } from './SiteFooterWithNewsletter';
