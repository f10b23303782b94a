import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's Monitoring tab controls and figures:
 * - `catalogue_sync_state.cycle_paused`: the 20-SKU discovery cycle is paused (Section 2.4 monitor
 *   Stop); a full load still runs when asked.
 * - `catalogue_sync_state.stop_requested`: an admin asked the running load to stop after the SKUs
 *   in hand (Package Loader Stop); cleared when the run ends.
 * - `catalogue_sync_state.counter_since`: the monitor's new-packages counter counts packages first
 *   seen after this time (Clear Counter moves it to now).
 * - `process_heartbeat.heap_total_mb` and `memory_trend`: each process's heap size and its last
 *   samples of memory, for the Memory monitor's short trend.
 */
export class OperationsMonitors1795750000000 implements MigrationInterface {
  name = 'OperationsMonitors1795750000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE catalogue_sync_state
      ADD COLUMN cycle_paused boolean NOT NULL DEFAULT false,
      ADD COLUMN stop_requested boolean NOT NULL DEFAULT false,
      ADD COLUMN counter_since timestamptz NOT NULL DEFAULT now()`);
    await db.query(`ALTER TABLE process_heartbeat
      ADD COLUMN heap_total_mb int NOT NULL DEFAULT 0,
      ADD COLUMN memory_trend jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE process_heartbeat DROP COLUMN memory_trend, DROP COLUMN heap_total_mb');
    await db.query(
      'ALTER TABLE catalogue_sync_state DROP COLUMN counter_since, DROP COLUMN stop_requested, DROP COLUMN cycle_paused',
    );
  }
}
