import { TRANSACTION_STATUS } from './transactionLabels';

describe('TRANSACTION_STATUS', () => {
  it.each([
    ['completed', 'Completed', 'success'],
    ['pending', 'Pending', 'warning'],
    ['failed', 'Failed', 'danger'],
  ] as const)('section 4: %s is %s in %s', (status, label, tone) => {
    expect(TRANSACTION_STATUS[status]).toEqual({ label, tone });
  });

  it('gives refunds and disputes colours of their own', () => {
    const tones = Object.values(TRANSACTION_STATUS).map(({ tone }) => tone);
    expect(new Set(tones).size).toBe(tones.length);
    expect(TRANSACTION_STATUS.refunded.label).toBe('Refunded');
    expect(TRANSACTION_STATUS.disputed.label).toBe('Disputed');
  });
});
