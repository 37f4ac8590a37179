import {
  ACTIVE_ORDER_STATUSES,
  ENDED_ORDER_STATUSES,
  ORDER_STATUSES,
  PURCHASE_STATUSES,
} from '../../src/values';

describe('order and purchase statuses', () => {
  it('splits every order status into active or ended, none in both', () => {
    const active: readonly string[] = ACTIVE_ORDER_STATUSES;
    const ended: readonly string[] = ENDED_ORDER_STATUSES;
    expect(active.filter((status) => ended.includes(status))).toEqual([]);
    expect([...active, ...ended].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('names each status once', () => {
    expect(new Set(ORDER_STATUSES).size).toBe(ORDER_STATUSES.length);
    expect(new Set(PURCHASE_STATUSES).size).toBe(PURCHASE_STATUSES.length);
  });
});
