import { PLM_MESSAGES } from '@atelier/api-contract/values';
import { newStyleContent, newStyleProblems, sizesOf, type NewStyleForm } from './newStyleForm';
import { NEW_STYLE_TEXTS as T } from './texts';

const form = (overrides: Partial<NewStyleForm> = {}): NewStyleForm => ({
  styleNumber: 'AT-1001',
  name: 'Poplin shirt',
  season: 'ss27',
  category: 'Tops',
  sizeRange: 'XXS-XXL',
  customSizes: '',
  baseSize: 'M',
  ...overrides,
});

describe('the new style form', () => {
  it.each([
    ['a complete form', form(), {}],
    [
      'blanks',
      form({ styleNumber: ' ', name: '' }),
      {
        styleNumber: T.required(T.styleNumber),
        name: T.required(T.name),
      },
    ],
    [
      'a season that is not SS or FW and two digits',
      form({ season: 'Winter 27' }),
      { season: T.seasonFormat },
    ],
    [
      'a custom range without sizes',
      form({ sizeRange: 'custom', customSizes: ' , ' }),
      {
        customSizes: T.required(T.customSizes),
      },
    ],
    [
      'a size twice',
      form({ sizeRange: 'custom', customSizes: '4, 6, 4' }),
      {
        customSizes: PLM_MESSAGES.sizesDuplicate,
      },
    ],
  ])('checks %s', (_case, value, problems) => {
    expect(newStyleProblems(value)).toEqual(problems);
  });

  it('reads custom sizes in order, trimmed', () => {
    expect(sizesOf({ sizeRange: 'custom', customSizes: ' 4,6 , 8,' })).toEqual(['4', '6', '8']);
    expect(sizesOf({ sizeRange: '24-36', customSizes: '' })).toHaveLength(13);
  });

  it('makes the content: the season in capitals, a base size that left the range moved to the middle', () => {
    const content = newStyleContent(form({ sizeRange: '0-16', baseSize: 'M' }));
    expect(content).toMatchObject({
      styleNumber: 'AT-1001',
      season: 'SS27',
      sizeRange: { name: '0-16', baseSize: '8' },
      bom: [],
    });
  });
});
