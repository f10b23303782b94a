import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The unpaid-orders cap counts a client's pending orders on every create-order
 * (libs/payments/unpaid-orders.ts): per session and per user, as already per address, a partial
 * index holds only the pending ones, so the count reads them alone instead of the client's history.
 */
export class UnpaidOrderIndexes1795770000000 implements MigrationInterface {
  name = 'UnpaidOrderIndexes1795770000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX idx_orders_pending_session ON orders (session_id, created_at)
         WHERE status = 'pending' AND session_id IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX idx_orders_pending_user ON orders (user_id, created_at)
         WHERE status = 'pending' AND user_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX idx_orders_pending_user');
    await db.query('DROP INDEX idx_orders_pending_session');
  }
}
