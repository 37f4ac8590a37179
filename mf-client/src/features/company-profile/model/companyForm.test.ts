import { EMPTY_COMPANY, isWebsite, toCompanyBody, validateCompany } from './companyForm';
import { COMPANY_FORM_MESSAGES } from './texts';

describe('validateCompany', () => {
  it.each([
    ['a complete profile', { name: 'Maison Verte', website: 'maisonverte.example' }, []],
    ['a blank name', { name: '  ' }, [COMPANY_FORM_MESSAGES.name]],
    ['a bad website', { name: 'A', website: 'not a site' }, [COMPANY_FORM_MESSAGES.website]],
    [
      'both, in order',
      { website: 'ftp://x.example' },
      [COMPANY_FORM_MESSAGES.name, COMPANY_FORM_MESSAGES.website],
    ],
  ])('%s', (_case, values, messages) => {
    expect(validateCompany({ ...EMPTY_COMPANY, ...values }).map((e) => e.message)).toEqual(
      messages,
    );
  });
});

describe('isWebsite', () => {
  it.each([
    ['', true],
    ['atelier.example', true],
    ['https://atelier.example/about', true],
    ['http://atelier.example', true],
    ['localhost', false],
    ['mailto:a@b.example', false],
    ['two words.example', false],
  ])('%j is %s', (text, expected) => {
    expect(isWebsite(text)).toBe(expected);
  });
});

it('sends trimmed texts and the logo key', () => {
  expect(
    toCompanyBody({
      name: ' Maison ',
      website: ' m.example ',
      location: '',
      description: ' Outerwear ',
      logo: { key: 'a'.repeat(32), url: 'blob:x' },
    }),
  ).toEqual({
    name: 'Maison',
    website: 'm.example',
    location: '',
    description: 'Outerwear',
    logo: 'a'.repeat(32),
  });
});
