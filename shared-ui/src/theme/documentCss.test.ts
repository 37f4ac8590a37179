import { DOCUMENT_BASE_CSS } from './documentCss';

describe('DOCUMENT_BASE_CSS', () => {
  it('breaks a word longer than its box anywhere, for every text of the page', () => {
    const body = /body \{([^}]*)\}/.exec(DOCUMENT_BASE_CSS)?.[1] ?? '';
    expect(body).toContain('overflow-wrap: anywhere;');
  });
});
