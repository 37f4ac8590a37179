/**
 * The database's CHECK constraints name the contract's values (issue 36, issue 42): an order or
 * purchase status (api-contract/src/values/orders.ts) or a timeline kind added to
 * `@atelier/api-contract` without its migration fails here, not in a webhook's transaction.
 */
import {
  ORDER_DISPUTE_STATES,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PURCHASE_STATUSES,
} from '@atelier/api-contract';
import { migrate, readMigrations } from '../../src/platform/database/migrate';
import { BACKENDS, type TestDatabase } from '../support/databases';

describe.each(BACKENDS)('schema values on %s', (_name, open) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await open();
    await migrate(testDb.db, await readMigrations());
  });
  afterAll(() => testDb.drop());

  /** The quoted values of a CHECK (column IN (...)) constraint, as PostgreSQL prints it. */
  async function valuesOf(constraint: string): Promise<string[]> {
    const { rows } = await testDb.db.query<{ definition: string }>(
      'SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = $1',
      [constraint],
    );
    // A constraint renamed or dropped reads as no values, and fails below rather than passing.
    const definition = rows[0]?.definition ?? '';
    return [...definition.matchAll(/'([^']+)'::text/g)].map((match) => match[1] ?? '').sort();
  }

  it.each([
    ['service_orders_status_check', ORDER_STATUSES],
    ['service_order_events_kind_check', ORDER_EVENT_KINDS],
    ['service_orders_dispute_check', ORDER_DISPUTE_STATES],
    ['purchases_status_check', PURCHASE_STATUSES],
  ] as const)('%s allows exactly the contract’s values', async (constraint, values) => {
    expect(await valuesOf(constraint)).toEqual([...values].sort());
  });
});
