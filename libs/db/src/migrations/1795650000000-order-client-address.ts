import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client address an order was placed from (`orders.client_address`: the throttling unit, an
 * IPv4 address or an IPv6 /64, never shown), so create-order can cap the unpaid orders one address
 * holds.
 */
export class OrderClientAddress1795650000000 implements MigrationInterface {
  name = 'OrderClientAddress1795650000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE orders ADD COLUMN client_address varchar(64)');
    await db.query(
      `CREATE INDEX idx_orders_pending_address ON orders (client_address)
         WHERE status = 'pending' AND client_address IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX idx_orders_pending_address');
    await db.query('ALTER TABLE orders DROP COLUMN client_address');
  }
}
