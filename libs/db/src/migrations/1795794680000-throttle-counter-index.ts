import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `auth_throttle_counter` keeps only its primary key (key, window_seconds, window_start). Its index
 * on window_start served the hourly prune alone, which deletes most of the table (a sequential scan
 * serves that as well), while every counted hit wrote a second index entry, and the planner could
 * pick that index for the previous-window lookup of a hit: with all of a minute's counters sharing
 * one window_start, a lookup that walks them all.
 */
export class ThrottleCounterIndex1795794680000 implements MigrationInterface {
  name = 'ThrottleCounterIndex1795794680000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS idx_auth_throttle_window');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX idx_auth_throttle_window ON auth_throttle_counter (window_start)');
  }
}
