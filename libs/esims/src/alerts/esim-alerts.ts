import { Injectable } from '@nestjs/common';
import type { EsimAlertKind } from '@app/contracts';
import { Outbox, SecretBox } from '@app/core';
import { isLanguage } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { EntityManager } from 'typeorm';
import { esimDestinationKm } from '../destination-km';
import { dueAlerts, type AlertPlan } from './alert-rules';
import { RescueLinks } from './rescue-links';

interface EsimRow {
  id: string;
  user_id: string | null;
  status: string;
  plan: string;
  destination: string;
  country_code: string;
  data_mb: number;
  used_mb: number | null;
  expires_at: Date | null;
  provider_order_number: string;
  created_at: Date;
  order_id: string;
}

/**
 * Usage and expiry alerts, decided in the sync's transaction while the eSIM row is locked: each
 * threshold reached is recorded once per eSIM and package period (`esim_alert`, unique), so
 * concurrent or repeated syncs on any number of workers add it once. A newly recorded alert asks
 * for one email (`esim_alert`, dedupe key `<eSIM>:<kind>:<period>`, with a fresh rescue link) and
 * writes `esim.alert` (one push), unless the customer turned that kind off. Of usage thresholds
 * crossed together only the highest is sent.
 */
@Injectable()
export class EsimAlerts {
  constructor(
    private readonly notifications: Notifications,
    private readonly outbox: Outbox,
    private readonly rescue: RescueLinks,
    private readonly box: SecretBox,
  ) {}

  async record(manager: EntityManager, esimId: string, now = new Date()): Promise<EsimAlertKind[]> {
    const esims: EsimRow[] = await manager.query(
      `SELECT id, user_id, status, plan, destination, country_code, data_mb, used_mb, expires_at, provider_order_number,
              created_at, order_id
       FROM esim WHERE id = $1 AND hidden_at IS NULL`,
      [esimId],
    );
    const esim = esims[0];
    if (!esim) return [];
    const renewals: {
      provider_order_number: string;
      status: string;
      data_mb: number;
      used_mb: number | null;
      created_at: Date;
    }[] = await manager.query(
      `SELECT provider_order_number, status, data_mb, used_mb, created_at FROM top_up
         WHERE esim_id = $1 ORDER BY created_at, provider_order_number`,
      [esimId],
    );
    const plan = (
      row: { provider_order_number: string; data_mb: number; used_mb: number | null; created_at: Date },
      status: string,
    ): AlertPlan => ({
      orderNumber: row.provider_order_number,
      status,
      dataMb: row.data_mb,
      usedMb: row.used_mb === null ? null : Number(row.used_mb),
      createdAt: row.created_at,
    });
    const due = dueAlerts(
      {
        status: esim.status,
        expiresAt: esim.expires_at,
        own: plan(esim, esim.status),
        renewals: renewals.map((row) => plan(row, row.status)),
      },
      now,
    );
    if (due.kinds.length === 0) return [];
    const optedOut = new Set<string>(
      esim.user_id
        ? (
            (await manager.query('SELECT kind FROM alert_opt_out WHERE user_id = $1', [esim.user_id])) as {
              kind: string;
            }[]
          ).map((row) => row.kind)
        : [],
    );
    const recorded: EsimAlertKind[] = [];
    for (const kind of due.kinds) {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO esim_alert (esim_id, kind, period, notified) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT uq_esim_alert DO NOTHING RETURNING id`,
        [esimId, kind, due.period, false],
      );
      if (inserted.length > 0) recorded.push(kind);
    }
    // the highest usage threshold newly reached, and the expiry alert
    const send = [
      recorded.find((kind) => kind.startsWith('usage_')),
      recorded.find((kind) => kind === 'expiry_24h'),
    ]
      .filter((kind): kind is EsimAlertKind => kind !== undefined)
      .filter((kind) => !optedOut.has(kind));
    for (const kind of send) {
      await manager.query(
        'UPDATE esim_alert SET notified = true WHERE esim_id = $1 AND kind = $2 AND period = $3',
        [esimId, kind, due.period],
      );
      await this.email(manager, esim, kind, due.period, due.usagePercent);
      await this.outbox.add(manager, 'esim.alert', { esimId, kind });
    }
    return send;
  }

  private async email(
    manager: EntityManager,
    esim: EsimRow,
    kind: EsimAlertKind,
    period: string,
    usagePercent: number | null,
  ): Promise<void> {
    const rows: { email: string | null; name: string | null; language: string | null }[] =
      await manager.query(
        `SELECT COALESCE(u.email, NULLIF(o.customer_email, '')) AS email,
              COALESCE(u.full_name, o.customer_name) AS name, o.language
       FROM orders o LEFT JOIN app_user u ON u.id = $2 WHERE o.id = $1`,
        [esim.order_id, esim.user_id],
      );
    const to = rows[0]?.email;
    if (!to) return; // a guest who left no email gets the push only
    const token = await this.rescue.issue(manager, { id: esim.id, userId: esim.user_id });
    await this.notifications.enqueue(manager, {
      kind: 'esim_alert',
      subjectId: `${esim.id}:${kind}:${period}`,
      to,
      language: isLanguage(rows[0].language) ? rows[0].language : 'en',
      data: {
        alert: kind,
        esimId: esim.id,
        customerName: rows[0].name ?? '',
        packageName: esim.plan,
        destination: esim.destination,
        destinationKm: esimDestinationKm({ countryCode: esim.country_code, destination: esim.destination }),
        usagePercent,
        expiresAt: esim.expires_at?.toISOString() ?? null,
        sealed: { rescueToken: this.box.seal(token) },
      },
    });
  }
}
