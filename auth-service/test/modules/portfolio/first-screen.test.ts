/** The public profile's first screen as HTML (first-screen.ts): escaped, the bio collapsed. */
import {
  PRERENDERED_CONTENT_ID,
  collapsedBio,
  escapeHtml,
  firstScreenHtml,
} from '../../../src/modules/portfolio/first-screen';

describe('collapsedBio', () => {
  it.each([
    ['a short bio as it is', 'Short.', 'Short.'],
    ['200 characters as they are', 'a'.repeat(200), 'a'.repeat(200)],
    [
      'a long bio cut at a word with an ellipsis',
      `${'word '.repeat(45)}end`,
      `${'word '.repeat(39)}word…`,
    ],
    ['a long word cut where it must', 'x'.repeat(250), `${'x'.repeat(200)}…`],
  ])('keeps %s', (_name, bio, expected) => {
    expect(collapsedBio(bio)).toBe(expected);
  });
});

describe('firstScreenHtml', () => {
  const profile = {
    fullName: 'Sofia <Marin>',
    profession: 'Swimwear & Resort Designer',
    location: 'Barcelona',
    bio: '"Quoted" bio',
    photoUrl: '/api/images/abc/w320.webp',
  };

  it('is the prerendered element with the escaped profile', () => {
    const html = firstScreenHtml(profile);
    expect(html.startsWith(`<div id="${PRERENDERED_CONTENT_ID}">`)).toBe(true);
    expect(html).toContain('<h1>Sofia &lt;Marin&gt;</h1>');
    expect(html).toContain('<p>Swimwear &amp; Resort Designer</p>');
    expect(html).toContain('<p>&quot;Quoted&quot; bio</p>');
    expect(html).toContain('<img src="/api/images/abc/w320.webp" alt="Sofia &lt;Marin&gt;"');
    expect(html).not.toMatch(/<script/i);
  });

  it('leaves out the photo and the location when there are none', () => {
    const html = firstScreenHtml({ ...profile, photoUrl: null, location: '' });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Barcelona');
  });

  it('escapes every HTML character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
