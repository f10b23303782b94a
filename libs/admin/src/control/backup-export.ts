import { Injectable } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import { DataSource } from 'typeorm';
import { appBuildInfo } from './app-build-info';

/**
 * The tables a backup holds: the business data. Left out: sessions, reset codes, MFA recovery
 * codes and sign-in throttles (credentials or throw-away), provider credentials (sealed secrets;
 * re-enter them), and the plumbing (outbox, heartbeats, checks, socket.io attachments).
 */
export const BACKUP_TABLES = [
  'app_setting',
  'app_user',
  'package',
  'catalogue_sync_state',
  'catalogue_version',
  'cart_item',
  'orders',
  'order_item',
  'payment',
  'payment_refund',
  'payment_refund_review',
  'payment_reconciliation',
  'paypal_webhook_event',
  'provider_order',
  'esim',
  'top_up',
  'order_attention',
  'notification',
  'contact_message',
  'admin_audit',
] as const;

/** Columns never written to a backup file: password hashes, secrets, token hashes. */
export const BACKUP_OMITTED_COLUMN = /(password|secret|token_hash|access_token)/;

export interface BackupFile {
  fileName: string;
  body: string;
  rows: Record<string, number>;
}

/**
 * Export Data (a data export, not a backup: it cannot be restored): one JSON file of every business table, read in a single REPEATABLE READ, READ ONLY
 * transaction, so all tables come from one snapshot (an order and its payments always agree) while
 * the shop keeps running. Rows are `to_jsonb` of each row minus the omitted columns. Audited with the row counts. For disaster recovery of the whole database use pg_dump
 * (docs/operations.md); this is the admin's own copy of the data.
 */
@Injectable()
export class BackupExport {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AdminAudit,
  ) {}

  async take(actor: AuditActor, now = new Date()): Promise<BackupFile> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const rows: Record<string, number> = {};
    const parts: string[] = [];
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
      const [{ snapshot_at }]: { snapshot_at: Date }[] = await runner.query('SELECT now() AS snapshot_at');
      for (const table of BACKUP_TABLES) {
        const columns: { column_name: string }[] = await runner.query(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        );
        const omitted = columns.map((c) => c.column_name).filter((name) => BACKUP_OMITTED_COLUMN.test(name));
        const data: { row: unknown }[] = await runner.query(
          `SELECT to_jsonb(t) - $1::text[] AS row FROM "${table}" t ORDER BY 1`,
          [omitted],
        );
        rows[table] = data.length;
        parts.push(`${JSON.stringify(table)}:${JSON.stringify(data.map((d) => d.row))}`);
      }
      await runner.commitTransaction();
      const header = {
        format: 'derleng-data-export/1',
        takenAt: new Date(snapshot_at).toISOString(),
        consistency: 'one REPEATABLE READ, READ ONLY transaction (a single snapshot of every table)',
        app: appBuildInfo(),
        omittedColumns: BACKUP_OMITTED_COLUMN.source,
        rows,
      };
      const body = `${JSON.stringify(header).slice(0, -1)},"tables":{${parts.join(',')}}}`;
      await this.audit.record(this.dataSource.manager, {
        actor,
        action: 'control.backup',
        targetType: 'database',
        targetId: 'backup',
        before: null,
        after: { takenAt: header.takenAt, rows },
      });
      const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19);
      return { fileName: `derleng-data-export-${stamp}.json`, body, rows };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
