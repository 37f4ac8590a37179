/**
 * Renders an e-mail as HTML and plain text from one template (templates/), with Eta: a small,
 * maintained template library (TypeScript, no dependencies) that escapes every `<%= %>` by
 * default, through an escape function set per instance. The same template runs twice: once
 * through the HTML instance (user text HTML-escaped, blocks wrapped in paragraphs, the design
 * system's layout) and once through the text instance (user text kept as written, but on one
 * line: no control characters or line breaks, so a name or an excerpt cannot forge paragraphs or
 * links of its own). A template never writes markup: a block is text separated by a blank line,
 * and a link is the `@button` (or the quieter `@link`) partial, which each instance draws its own
 * way.
 */
import { Eta } from 'eta';
import { EMAIL_COLOURS, EMAIL_FONT } from './layout';

/** What a template file exports: the subject and the body, both Eta templates. */
export interface EmailTemplate {
  subject: string;
  body: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Control characters and line breaks in user text become one space (both parts). */
export function oneLine(value: unknown): string {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  // eslint-disable-next-line no-control-regex -- control characters are what is removed.
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return oneLine(value).replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? '');
}

const SHARED = { autoEscape: true, autoTrim: false as const, useWith: false, cache: true };

const htmlEta = new Eta({ ...SHARED, escapeFunction: escapeHtml });
htmlEta.loadTemplate(
  '@button',
  `<a href="<%= it.href %>" style="display:inline-block;background:${EMAIL_COLOURS.primary};color:${EMAIL_COLOURS.onPrimary};text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px"><%= it.label %></a>`,
);

htmlEta.loadTemplate(
  '@link',
  `<a href="<%= it.href %>" style="color:${EMAIL_COLOURS.brand}"><%= it.label %></a>`,
);

const textEta = new Eta({ ...SHARED, escapeFunction: oneLine });
textEta.loadTemplate('@button', '<%= it.label %>: <%= it.href %>');
textEta.loadTemplate('@link', '<%= it.label %>: <%= it.href %>');

const blocksOf = (rendered: string) =>
  rendered
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');

/** The layout around every notification e-mail (Keycloak's identity e-mails share its look). */
function htmlLayout(blocks: string[], footer: string[]): string {
  const paragraph = (block: string) => `<p style="margin:0 0 16px">${block}</p>`;
  const small = (block: string) =>
    `<p style="margin:16px 0 0;color:${EMAIL_COLOURS.muted};font-size:14px">${block}</p>`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    `<body style="margin:0;padding:0;background:${EMAIL_COLOURS.page};color:${EMAIL_COLOURS.text};font-family:${EMAIL_FONT};font-size:16px;line-height:1.5">`,
    `<div style="max-width:560px;margin:32px auto;background:${EMAIL_COLOURS.card};border-top:4px solid ${EMAIL_COLOURS.primary};border-radius:12px;padding:32px">`,
    `<p style="margin:0 0 24px;color:${EMAIL_COLOURS.brand};font-weight:700;font-size:20px">Atelier</p>`,
    ...blocks.map(paragraph),
    ...footer.map(small),
    '</div></body></html>',
  ].join('\n');
}

/**
 * Renders `template` with `data` (`it` in the template). `footer` is a template too (the
 * unsubscribe line), rendered the same two ways.
 */
export function renderEmail(
  template: EmailTemplate,
  data: object,
  footer?: EmailTemplate['body'],
): RenderedEmail {
  const htmlFooter = footer === undefined ? [] : blocksOf(htmlEta.renderString(footer, data));
  const textFooter = footer === undefined ? [] : blocksOf(textEta.renderString(footer, data));
  return {
    subject: oneLine(textEta.renderString(template.subject, data)).trim(),
    html: htmlLayout(blocksOf(htmlEta.renderString(template.body, data)), htmlFooter),
    text: [...blocksOf(textEta.renderString(template.body, data)), '--', ...textFooter].join(
      '\n\n',
    ),
  };
}
