import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Servers declared with Add Server (expected processes, e.g. a worker group), and the name each
 * heartbeat carries (SERVER_NAME, else its role), which a declaration matches.
 */
export class DeclaredServers1795793200000 implements MigrationInterface {
  name = 'DeclaredServers1795793200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE process_heartbeat ADD COLUMN name varchar(60) NOT NULL DEFAULT ''`);
    await db.query(`UPDATE process_heartbeat SET name = role`);
    await db.query(`CREATE INDEX process_heartbeat_name_idx ON process_heartbeat (name)`);
    await db.query(`
      CREATE TABLE declared_server (
        name varchar(60) PRIMARY KEY,
        region varchar(60) NOT NULL,
        type varchar(20) NOT NULL,
        declared_by uuid NULL,
        declared_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE declared_server');
    await db.query('DROP INDEX process_heartbeat_name_idx');
    await db.query('ALTER TABLE process_heartbeat DROP COLUMN name');
  }
}
