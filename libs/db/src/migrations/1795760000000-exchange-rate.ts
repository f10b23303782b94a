import { MigrationInterface, QueryRunner } from 'typeorm';

/** `exchange_rate`: PayWay's riel rate per currency, read by the worker on a schedule (riel beside dollars). */
export class ExchangeRate1795760000000 implements MigrationInterface {
  name = 'ExchangeRate1795760000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE exchange_rate (
      currency varchar(3) PRIMARY KEY,
      khr_per_unit int NOT NULL CONSTRAINT ck_exchange_rate_positive CHECK (khr_per_unit > 0),
      fetched_at timestamptz NOT NULL,
      changed_at timestamptz NOT NULL
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE exchange_rate');
  }
}
