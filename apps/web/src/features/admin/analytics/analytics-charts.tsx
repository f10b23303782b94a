import type { AdminAnalytics } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { money } from '../components/format';

/**
 * Revenue (bars, USD) and orders (line) per day. recharts lives only in this module, which the
 * Analytics tab loads on demand, so the storefront's bundle does not carry it.
 */
export default function DailyChart({ daily }: { daily: AdminAnalytics['daily'] }) {
  const { t } = useTranslation();
  const rows = daily.map((row) => ({ ...row, revenue: row.revenueCents / 100, label: row.day.slice(5) }));
  return (
    <div className="ops-chart" data-testid="daily-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e6ee" />
          <XAxis dataKey="label" fontSize={11} minTickGap={12} />
          <YAxis yAxisId="money" fontSize={11} width={48} />
          <YAxis yAxisId="count" orientation="right" fontSize={11} width={32} allowDecimals={false} />
          <Tooltip
            formatter={(value, name) =>
              name === t('adminAnalytics.revenue') ? money(Math.round(Number(value) * 100)) : String(value)
            }
          />
          <Legend />
          <Bar yAxisId="money" dataKey="revenue" name={t('adminAnalytics.revenue')} fill="#2463eb" />
          <Line
            yAxisId="count"
            dataKey="orders"
            name={t('adminAnalytics.orders')}
            stroke="#e07b00"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
