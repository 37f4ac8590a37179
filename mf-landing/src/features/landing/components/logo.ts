// The Atelier logo, inlined as a data: URL: it costs no request on the way to the first paint,
// and it needs no asset pipeline (the remote's build, its unit tests and the monolithic
// benchmark build all read it as plain code). Its intrinsic size is given to the <img>.

export const LOGO_WIDTH = 132;
export const LOGO_HEIGHT = 32;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 132 32">
<rect width="32" height="32" rx="8" fill="#7c3aed"/>
<path d="M9 24 16 7l7 17M11.8 18h8.4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
<text x="40" y="23" fill="#111827" font-family="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="20" font-weight="700">Atelier</text>
</svg>`;

export const LOGO_URL = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;
