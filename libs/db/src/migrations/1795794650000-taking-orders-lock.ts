import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * taking_orders(setting_key, lock_key): whether the shop takes orders (the Emergency Stop's
 * `app_setting` row is not stopped), read under a transaction-scoped shared advisory lock that the
 * stop and Resume take exclusively while they write the row. An order's transaction calls it: it
 * waits for a stop being written and then sees it, and a stop waits for the orders already past
 * the check. VOLATILE plpgsql, so its read takes a snapshot after the lock is granted (a statement's
 * own snapshot is older). Replaces a FOR SHARE read of the row, which wrote a lock (a multixact
 * when concurrent) into the row for every order.
 */
export class TakingOrdersLock1795794650000 implements MigrationInterface {
  name = 'TakingOrdersLock1795794650000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION taking_orders(setting_key text, lock_key bigint) RETURNS boolean
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(lock_key);
        RETURN NOT EXISTS (
          SELECT 1 FROM app_setting WHERE key = setting_key AND value -> 'stopped' = 'true'::jsonb);
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION taking_orders(text, bigint)');
  }
}
