import { insertMention, matchingPeople, mentionQuery, mentionsIn } from './mentions';

const ADA = { id: 'u-ada', name: 'Ada Lovelace' };
const PAT = { id: 'u-pat', name: 'Patricia Maker' };

describe('mentions', () => {
  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['Hi @Pat', 7, { start: 3, query: 'Pat' }],
    ['Hi @Patricia M', 14, { start: 3, query: 'Patricia M' }],
    ['mail a@b', 8, null],
    ['no mention', 10, null],
    ['@Pat\nnext', 9, null],
  ] as const)('in %j at %d the typed mention is %j', (text, caret, expected) => {
    expect(mentionQuery(text, caret)).toEqual(expected);
  });

  it.each([
    ['', [ADA, PAT]],
    ['pa', [PAT]],
    ['love', [ADA]],
    ['patricia m', [PAT]],
    ['zed', []],
  ] as const)('"%s" matches %j', (query, expected) => {
    expect(matchingPeople([ADA, PAT], query)).toEqual(expected);
  });

  it('inserts @Name and puts the caret after it', () => {
    expect(insertMention('Hi @Pa, see', 3, 6, PAT)).toEqual({
      text: 'Hi @Patricia Maker , see',
      caret: 19,
    });
  });

  it('sends only the picked people still named in the text', () => {
    expect(mentionsIn('@Patricia Maker please check', [ADA, PAT])).toEqual(['u-pat']);
  });
});
