import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * pending_orders_locked(lock_keys, by_user, by_session, by_address): the unpaid-orders cap's locks
 * and counts in one call. Takes the transaction-scoped advisory lock of each key (hashtext), in the
 * order given, then counts the pending orders (and the oldest one's creation time) of each non-null
 * owner, one row per owner named by its column. VOLATILE plpgsql, so the counts are read after the
 * locks are granted and see every order committed by a transaction that held them before (a single
 * statement's own snapshot is older than its locks).
 */
export class PendingOrdersLocked1795794660000 implements MigrationInterface {
  name = 'PendingOrdersLocked1795794660000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION pending_orders_locked(
        lock_keys text[], by_user uuid, by_session text, by_address text)
      RETURNS TABLE (owner text, pending bigint, oldest timestamptz)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        lock_key text;
      BEGIN
        FOREACH lock_key IN ARRAY lock_keys LOOP
          PERFORM pg_advisory_xact_lock(hashtext(lock_key));
        END LOOP;
        IF by_user IS NOT NULL THEN
          RETURN QUERY SELECT 'user_id'::text, count(*), min(o.created_at) FROM orders o
            WHERE o.user_id = by_user AND o.status = 'pending';
        END IF;
        IF by_session IS NOT NULL THEN
          RETURN QUERY SELECT 'session_id'::text, count(*), min(o.created_at) FROM orders o
            WHERE o.session_id = by_session AND o.status = 'pending';
        END IF;
        IF by_address IS NOT NULL THEN
          RETURN QUERY SELECT 'client_address'::text, count(*), min(o.created_at) FROM orders o
            WHERE o.client_address = by_address AND o.status = 'pending';
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION pending_orders_locked(text[], uuid, text, text)');
  }
}
