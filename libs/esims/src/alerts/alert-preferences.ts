import { Injectable } from '@nestjs/common';
import { ESIM_ALERT_KINDS, type AlertPreferences } from '@app/contracts';
import { DataSource } from 'typeorm';

/** The alerts a customer gets, per kind (Settings); every kind is on until turned off. */
@Injectable()
export class AlertPreferencesService {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<AlertPreferences> {
    const rows: { kind: string }[] = await this.dataSource.query(
      'SELECT kind FROM alert_opt_out WHERE user_id = $1',
      [userId],
    );
    const off = new Set(rows.map((row) => row.kind));
    return Object.fromEntries(ESIM_ALERT_KINDS.map((kind) => [kind, !off.has(kind)])) as AlertPreferences;
  }

  /** Sets the kinds named in `changes` (the others stay as they are); one transaction. */
  async update(userId: string, changes: Partial<AlertPreferences>): Promise<AlertPreferences> {
    await this.dataSource.transaction(async (manager) => {
      for (const kind of ESIM_ALERT_KINDS) {
        const wanted = changes[kind];
        if (wanted === undefined) continue;
        if (wanted)
          await manager.query('DELETE FROM alert_opt_out WHERE user_id = $1 AND kind = $2', [userId, kind]);
        else
          await manager.query(
            'INSERT INTO alert_opt_out (user_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [userId, kind],
          );
      }
    });
    return this.of(userId);
  }
}
