import { Column, Entity, PrimaryColumn } from 'typeorm';

/** PayWay's exchange rate of one currency against the riel (today only USD), with when we read it. */
@Entity({ name: 'exchange_rate' })
export class ExchangeRate {
  /** ISO 4217: 'USD'. */
  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency: string;

  /** Riel per unit, PayWay's sell rate (what a riel payer pays for a dollar), whole riel. */
  @Column({ name: 'khr_per_unit', type: 'int' })
  khrPerUnit: number;

  /** When PayWay last answered with this rate. */
  @Column({ name: 'fetched_at', type: 'timestamptz' })
  fetchedAt: Date;

  /** When the rate last changed. */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
