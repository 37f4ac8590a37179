import { transactionsCsvName } from '@atelier/api-contract/values';
import {
  NO_FILTER,
  isBackwardsRange,
  transactionsCsvUrl,
  transactionsSearch,
} from './transactionsFilter';

describe('transactionsSearch', () => {
  it.each([
    [NO_FILTER, undefined, ''],
    [NO_FILTER, 1, '?page=1'],
    [{ q: '  tech pack ', from: '', to: '' }, 2, '?q=tech+pack&page=2'],
    [{ q: '', from: '2026-03-01', to: '2026-03-31' }, undefined, '?from=2026-03-01&to=2026-03-31'],
    [{ q: 'a&b', from: '', to: '2026-01-01' }, 3, '?q=a%26b&to=2026-01-01&page=3'],
  ])('%j page %s -> %s', (filter, page, search) => {
    expect(transactionsSearch(filter, page)).toBe(search);
  });
});

describe('the CSV export', () => {
  it('asks for every row of the same filter', () => {
    expect(transactionsCsvUrl({ q: 'x', from: '2026-03-01', to: '' }, 'Europe/Paris')).toBe(
      '/api/payments/transactions.csv?q=x&from=2026-03-01&timeZone=Europe%2FParis',
    );
    expect(transactionsCsvUrl(NO_FILTER, 'America/New_York')).toBe(
      '/api/payments/transactions.csv?timeZone=America%2FNew_York',
    );
  });

  it.each([
    [NO_FILTER, 'atelier-transactions.csv'],
    [{ q: 'x', from: '2026-03-01', to: '' }, 'atelier-transactions-2026-03-01.csv'],
    [
      { q: '', from: '2026-03-01', to: '2026-03-31' },
      'atelier-transactions-2026-03-01-to-2026-03-31.csv',
    ],
  ])('names the file after the dates: %j', (filter, name) => {
    expect(transactionsCsvName(filter)).toBe(name);
  });
});

describe('isBackwardsRange', () => {
  it.each([
    ['', '', false],
    ['2026-03-01', '', false],
    ['2026-03-01', '2026-03-01', false],
    ['2026-03-02', '2026-03-01', true],
  ])('%s to %s: %s', (from, to, backwards) => {
    expect(isBackwardsRange({ q: '', from, to })).toBe(backwards);
  });
});
