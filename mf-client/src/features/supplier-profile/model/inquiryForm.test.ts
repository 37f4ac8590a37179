import { REQUEST_FORM_MESSAGES } from '@atelier/api-contract/values';
import { EMPTY_INQUIRY, toInquiryBody, type InquiryFormValues } from './inquiryForm';
import { INQUIRY_TEXTS } from './texts';

const SUPPLIER = 'de300000-0000-4000-8000-000000000005';

const filled: InquiryFormValues = {
  ...EMPTY_INQUIRY,
  title: ' Knit tops ',
  type: 'Garment Manufacturer',
  category: 'Knitwear',
  location: 'Lyon',
  description: 'Merino.',
};

describe('toInquiryBody', () => {
  it.each([
    ['no title', { title: ' ' }, REQUEST_FORM_MESSAGES.title],
    ['no location (after the title)', { location: '' }, REQUEST_FORM_MESSAGES.location],
    ['no type', { type: '' as const }, REQUEST_FORM_MESSAGES.type],
    ['no category', { category: '' as const }, REQUEST_FORM_MESSAGES.category],
    ['no description', { description: '' }, REQUEST_FORM_MESSAGES.description],
    ['a budget that is not a whole number', { budgetMax: '12.5' }, INQUIRY_TEXTS.budget],
    ['a range out of order', { budgetMin: '900', budgetMax: '100' }, INQUIRY_TEXTS.budgetRange],
  ])('refuses %s', (_case, change, problem) => {
    expect(toInquiryBody(SUPPLIER, { ...filled, ...change })).toEqual({ problem });
  });

  it('sends the trimmed values, empty figures as null', () => {
    expect(
      toInquiryBody(SUPPLIER, { ...filled, budgetMin: '100', deadline: '2027-03-01' }),
    ).toEqual({
      body: {
        supplierId: SUPPLIER,
        title: 'Knit tops',
        type: 'Garment Manufacturer',
        category: 'Knitwear',
        location: 'Lyon',
        quantity: '',
        budgetMin: 100,
        budgetMax: null,
        budgetCurrency: 'USD',
        deadline: '2027-03-01',
        description: 'Merino.',
      },
    });
  });
});
