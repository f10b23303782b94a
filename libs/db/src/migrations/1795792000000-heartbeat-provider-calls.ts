import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each process's heartbeat carries its provider calls by outcome (/metrics: provider_requests_total). */
export class HeartbeatProviderCalls1795792000000 implements MigrationInterface {
  name = 'HeartbeatProviderCalls1795792000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE process_heartbeat ADD COLUMN provider_calls jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE process_heartbeat DROP COLUMN provider_calls');
  }
}
