import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * order_gate(setting_key, stop_lock, lock_keys, by_user, by_session, by_address, per_client,
 * per_address): a new order's two checks in one call, so the order's statement can make them and
 * write the order in one round trip, in a transaction of its own. First the Emergency Stop
 * (`taking_orders`: its shared lock, then the flag), then the unpaid-orders cap
 * (`pending_orders_locked`: the client's locks, then its counts, read after the locks). One row:
 * `gate_open` false while the shop is stopped; else `capped_by`, the first owner (user_id or
 * session_id, then client_address) whose pending orders already fill its cap, with its oldest
 * pending order's creation time, or null when the order may be written. The counts never include
 * the order being written (the statement's own writes are not visible to it): one more is too many
 * once the count reaches the cap. The locks are the same as before, in the same order (the stop's,
 * then the client's keys in key order), held to the commit.
 */
export class OrderGate1795794670000 implements MigrationInterface {
  name = 'OrderGate1795794670000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION order_gate(
        setting_key text, stop_lock bigint, lock_keys text[], by_user uuid, by_session text,
        by_address text, per_client bigint, per_address bigint)
      RETURNS TABLE (gate_open boolean, capped_by text, oldest_pending timestamptz)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        counted record;
        cap bigint;
      BEGIN
        IF NOT taking_orders(setting_key, stop_lock) THEN
          RETURN QUERY SELECT false, NULL::text, NULL::timestamptz;
          RETURN;
        END IF;
        FOR counted IN SELECT * FROM pending_orders_locked(lock_keys, by_user, by_session, by_address) LOOP
          cap := per_client;
          IF counted.owner = 'client_address' THEN
            cap := per_address;
          END IF;
          IF counted.pending >= cap THEN
            RETURN QUERY SELECT true, counted.owner, counted.oldest;
            RETURN;
          END IF;
        END LOOP;
        RETURN QUERY SELECT true, NULL::text, NULL::timestamptz;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION order_gate(text, bigint, text[], uuid, text, text, bigint, bigint)');
  }
}
