/** GET /api/exchange-rate and the exchange_rate_update push: PayWay's riel per US dollar. */
export interface ExchangeRateView {
  /** Whole riel per dollar; null when there is no rate younger than a day (riel is then hidden). */
  khrPerUsd: number | null;
  /** When PayWay gave this rate (ISO). */
  fetchedAt: string | null;
}
