import type { CsvTransaction } from '../../../src/modules/sales/earnings';
import { transactionsCsv } from '../../../src/modules/sales/earnings';

// Issue 37 item 13: the CSV export as a seller's spreadsheet reads it.
const sale: CsvTransaction = {
  id: '5b1c0e0a-4a57-4c57-9c1e-2d6a3f5e9b10',
  chargeId: 'ch_sandbox_abc123',
  type: 'marketplace_sale',
  description: 'Tech pack: blazer',
  amount: 123_450,
  fee: 3610,
  platformFee: 0,
  net: 119_840,
  refunded: 0,
  status: 'completed',
  // 23:30 UTC on Nov 29 is 18:30 in New York, 00:30 on Nov 30 in Paris.
  date: '2026-11-29T23:30:00.000Z',
  buyer: 'Jürgen Müller',
  productId: '5b1c0e0a-4a57-4c57-9c1e-2d6a3f5e9b11',
  orderId: null,
};
const subscription: CsvTransaction = {
  ...sale,
  id: 'in_sandbox_1',
  chargeId: 'in_sandbox_1',
  type: 'subscription',
  description: 'Pro plan',
  status: 'refunded',
  buyer: null,
};

describe('transactionsCsv', () => {
  it('starts with a UTF-8 byte order mark, so Excel reads the names right', () => {
    const csv = transactionsCsv([sale], 'UTC');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('Jürgen Müller');
  });

  it("writes the page's words for types and statuses, and the payment's Stripe id", () => {
    const [, first, second] = transactionsCsv([sale, subscription], 'UTC').split('\r\n');
    expect(first).toBe(
      '2026-11-29 23:30,Marketplace sale,Tech pack: blazer,Jürgen Müller,1234.50,36.10,0.00,0.00,1198.40,Completed,ch_sandbox_abc123',
    );
    expect(second).toMatch(/,Subscription,Pro plan,,.*,Refunded,in_sandbox_1$/);
  });

  it.each([
    ['America/New_York', '2026-11-29 18:30'],
    ['Europe/Paris', '2026-11-30 00:30'],
    ['UTC', '2026-11-29 23:30'],
  ])("writes times in the seller's zone (%s), which the header names", (zone, time) => {
    const [header, first] = transactionsCsv([sale], zone).replace('\uFEFF', '').split('\r\n');
    expect(header?.split(',')[0]).toBe(`Date (${zone})`);
    expect(header?.split(',').at(-1)).toBe('Charge or invoice ID');
    expect(first?.startsWith(`${time},`)).toBe(true);
  });
});
