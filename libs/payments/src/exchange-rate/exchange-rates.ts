import { Injectable } from '@nestjs/common';
import { RealtimePublisher } from '@app/core';
import { rooms, type ExchangeRateView } from '@app/contracts';
import { isExchangeRateFresh } from '@app/domain';
import { DataSource } from 'typeorm';
import { PaywayGateway } from '../payway-gateway';

/**
 * Riel beside dollars: PayWay's USD→KHR rate, read by the worker (`exchange-rate.refresh`, hourly),
 * stored with its time, and pushed to every shop page (room catalogue) when it changes. Readers get
 * the rate only while it is fresh (libs/domain: a day); an older one is withheld, so riel is hidden
 * rather than wrong. Charges are always in dollars.
 */
@Injectable()
export class ExchangeRates {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payway: PaywayGateway,
    private readonly realtime: RealtimePublisher,
  ) {}

  /** Reads PayWay's rate and stores it; true when it changed (or is the first), which is then pushed. */
  async refresh(): Promise<boolean> {
    const rates = await this.payway.exchangeRates();
    const khrPerUsd = Math.round(rates.USD?.sell ?? Number.NaN);
    if (!Number.isFinite(khrPerUsd) || khrPerUsd <= 0)
      throw new Error('PayWay answered the exchange rate without a usable USD sell rate');
    const [row] = (await this.dataSource.query(
      `INSERT INTO exchange_rate (currency, khr_per_unit, fetched_at, changed_at)
       VALUES ('USD', $1, now(), now())
       ON CONFLICT (currency) DO UPDATE SET
         khr_per_unit = EXCLUDED.khr_per_unit,
         fetched_at = EXCLUDED.fetched_at,
         changed_at = CASE WHEN exchange_rate.khr_per_unit = EXCLUDED.khr_per_unit
                           THEN exchange_rate.changed_at ELSE EXCLUDED.changed_at END
       RETURNING khr_per_unit, fetched_at, changed_at = fetched_at AS changed`,
      [khrPerUsd],
    )) as { khr_per_unit: number; fetched_at: Date; changed: boolean }[];
    if (row.changed)
      this.realtime.publish(rooms.catalogue(), 'exchange_rate_update', {
        khrPerUsd: row.khr_per_unit,
        fetchedAt: row.fetched_at.toISOString(),
      });
    return row.changed;
  }

  /** The rate to show now: null fields when there is none or it is older than a day. */
  async current(now = new Date()): Promise<ExchangeRateView> {
    const [row] = (await this.dataSource.query(
      `SELECT khr_per_unit, fetched_at FROM exchange_rate WHERE currency = 'USD'`,
    )) as { khr_per_unit: number; fetched_at: Date }[];
    if (!row || !isExchangeRateFresh(row.fetched_at, now)) return { khrPerUsd: null, fetchedAt: null };
    return { khrPerUsd: row.khr_per_unit, fetchedAt: row.fetched_at.toISOString() };
  }
}
