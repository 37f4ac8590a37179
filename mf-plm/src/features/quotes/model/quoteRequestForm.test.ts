import { quoteRequestBody } from './quoteRequestForm';
import { QUOTE_TEXTS as T } from './texts';

describe('quoteRequestBody', () => {
  it.each([
    [{ quantity: '1000', deadline: '' }, { body: { quantity: 1_000, deadline: null } }],
    [
      { quantity: ' 2,500 ', deadline: '2027-03-31' },
      { body: { quantity: 2_500, deadline: '2027-03-31' } },
    ],
    [{ quantity: '1', deadline: '' }, { body: { quantity: 1, deadline: null } }],
    [{ quantity: '100000000', deadline: '' }, { body: { quantity: 100_000_000, deadline: null } }],
    [{ quantity: '', deadline: '' }, { problem: T.quantityRequired }],
    [{ quantity: '0', deadline: '' }, { problem: T.quantityRequired }],
    [{ quantity: '12.5', deadline: '' }, { problem: T.quantityRequired }],
    [{ quantity: '-3', deadline: '' }, { problem: T.quantityRequired }],
    [{ quantity: '100000001', deadline: '' }, { problem: T.quantityRequired }],
    [{ quantity: 'many', deadline: '' }, { problem: T.quantityRequired }],
  ])('%j → %j', (values, expected) => {
    expect(quoteRequestBody(values)).toEqual(expected);
  });
});
