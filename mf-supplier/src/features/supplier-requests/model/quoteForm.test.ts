import {
  EMPTY_QUOTE,
  centsOf,
  quoteProblem,
  toResponseBody,
  type QuoteFormValues,
} from './quoteForm';
import { TEXTS } from './texts';

const filled: QuoteFormValues = {
  ...EMPTY_QUOTE,
  tiers: [
    { minQuantity: '500', unitPrice: '4.50' },
    { minQuantity: '2000', unitPrice: '3.8' },
  ],
  moq: '500',
  sampleCost: '120',
  sampleLeadTimeDays: '10',
  productionLeadTimeDays: '35',
  toolingCost: '0',
  validUntil: '2027-01-31',
  certifications: 'GOTS, OEKO-TEX, GOTS, ',
  message: ' Five weeks. ',
  acceptNda: true,
};

describe('centsOf', () => {
  it.each([
    ['4.50', 450],
    ['3.8', 380],
    [' 12 ', 1200],
    ['0', 0],
    ['-1', null],
    ['1.234', null],
    ['abc', null],
    ['', null],
  ])('%j is %j', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });
});

describe('toResponseBody', () => {
  it('answers the API body: cents, whole days, certifications cleaned', () => {
    expect(toResponseBody(filled)).toEqual({
      body: {
        quote: {
          tiers: [
            { minQuantity: 500, unitPrice: 450 },
            { minQuantity: 2000, unitPrice: 380 },
          ],
          moq: 500,
          sampleCost: 12000,
          sampleLeadTimeDays: 10,
          productionLeadTimeDays: 35,
          toolingCost: 0,
          incoterm: 'FOB',
          validUntil: '2027-01-31',
          certifications: ['GOTS', 'OEKO-TEX'],
        },
        message: 'Five weeks.',
        attachments: [],
        acceptNda: true,
      },
    });
  });

  it.each([
    [{ tiers: [{ minQuantity: '', unitPrice: '1' }] }, TEXTS.problems.tiers],
    [{ tiers: [{ minQuantity: '0', unitPrice: '1' }] }, TEXTS.problems.tiers],
    [{ tiers: [{ minQuantity: '10', unitPrice: 'x' }] }, TEXTS.problems.tiers],
    [{ moq: '' }, TEXTS.problems.moq],
    [{ sampleCost: '-5' }, TEXTS.problems.numbers],
    [{ productionLeadTimeDays: '' }, TEXTS.problems.numbers],
    [{ validUntil: '' }, TEXTS.problems.validUntil],
  ])('%j: %s', (change, problem) => {
    expect(toResponseBody({ ...filled, ...change })).toEqual({ problem });
  });
});

describe('quoteProblem', () => {
  it.each<[string, QuoteFormValues, boolean, string | null]>([
    ['a complete quote', filled, false, null],
    ['a complete quote with the NDA accepted', filled, true, null],
    [
      'a confidential request without the NDA',
      { ...filled, acceptNda: false },
      true,
      TEXTS.form.ndaRequired,
    ],
    ['an open request without the NDA', { ...filled, acceptNda: false }, false, null],
    ['no MOQ, before the NDA', { ...filled, moq: '', acceptNda: false }, true, TEXTS.problems.moq],
  ])('%s: %p', (_case, values, needsNda, expected) => {
    expect(quoteProblem(values, needsNda)).toBe(expected);
  });
});
