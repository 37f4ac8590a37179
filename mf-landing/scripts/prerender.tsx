/**
 * Prerenders the landing page's first screen (the header and the hero, what `LandingScreen`
 * renders before its first paint) into `dist/prerendered/landing.html`. The gateway includes
 * that file in the shell's page on `/` (nginx SSI, see nginx/gateway.conf.template), so the
 * largest content paints with the HTML itself, before any code; when this remote mounts, its
 * own render replaces it in one frame (shared-ui's createAreaLifecycles).
 *
 * The styles are scoped under the prerendered element (styled-components' namespace) and carry
 * no `data-styled` attribute, so the page's own styled-components never mistakes them for its
 * own and they leave with the element.
 *
 * Run after the webpack build: `node -r esbuild-register scripts/prerender.tsx`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { AtelierThemeProvider, PRERENDERED_CONTENT_ID } from '@atelier/shared-ui';
import { LandingScreen } from '../src/app/LandingScreen';
import { PATHS } from '../src/config/paths';

const OUTPUT = path.join(__dirname, '../dist/prerendered/landing.html');

const sheet = new ServerStyleSheet();
try {
  const markup = renderToStaticMarkup(
    sheet.collectStyles(
      <StyleSheetManager namespace={`#${PRERENDERED_CONTENT_ID}`}>
        <StaticRouter location={PATHS.landing}>
          <AtelierThemeProvider>
            <LandingScreen />
          </AtelierThemeProvider>
        </StaticRouter>
      </StyleSheetManager>,
    ),
  );
  // Without styled-components' markers (`/*!sc*/`, `data-styled.g1[id=...]{content:...}`):
  // they serve its rehydration, which this markup is kept out of. Nor its <style> attributes.
  const css = sheet
    .getStyleTags()
    .replace(/^\s*<style[^>]*>|<\/style>\s*$/g, '')
    .replaceAll('/*!sc*/', '')
    .replace(/^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/gm, '')
    .replace(/\n+/g, '');
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    `<div id="${PRERENDERED_CONTENT_ID}"><style>${css}</style>${markup}</div>\n`,
  );
  console.log(`Prerendered ${path.relative(process.cwd(), OUTPUT)}`);
} finally {
  sheet.seal();
}
