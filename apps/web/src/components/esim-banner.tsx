import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EsimView } from '@app/contracts';
import { esimBannerTone, formatDataNumber, sortEsims } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../lib/api-client';
import { useCurrentUser } from '../lib/current-user';
import { useRealtimeEvent } from '../lib/realtime';
import { dataLabel, esimPlanName } from './esim/esim-format';
import './esim/esim.css';
import './esim-banner.css';

/** The browser's own time zone (no outside geolocation service). */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The signed-in home's eSIM banner (purchase-flow §2, §4): the customer's most relevant eSIM
 * (active-like first, then new, then newest) with its ICCID, package and data usage, coloured by
 * status, and the current time in the browser's time zone. Nothing for visitors or without eSIMs.
 */
export function EsimBanner() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <Banner />;
}

function Banner() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const esims = useQuery({ queryKey: ['esims', 'banner'], queryFn: () => api<EsimView[]>('/api/esims') });
  useRealtimeEvent(
    'esim_status_update',
    useCallback(() => void queryClient.invalidateQueries({ queryKey: ['esims', 'banner'] }), [queryClient]),
  );
  const now = useClock();
  const esim = sortEsims(esims.data ?? [])[0];
  if (!esim) return null;
  const tone = esimBannerTone(esim.status);
  const text =
    tone === 'green'
      ? t('esims.banner.usage', { used: formatDataNumber(esim.dataUsed ?? 0, 1), allowance: dataLabel(esim) })
      : tone === 'orange'
        ? t('esims.banner.new')
        : tone === 'red'
          ? t('esims.banner.expired')
          : t('esims.banner.other');
  // 24-hour digits only: en-US is in every browser's locale data (Debian's Chromium has no km or en-GB)
  const time = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: browserTimeZone(),
  }).format(now);
  return (
    <Link to="/my-esims" className={`esim-banner banner-${tone}`} data-testid="esim-banner" data-tone={tone}>
      <div className="esim-banner-main">
        <span className="esim-banner-label">{t('esims.banner.label')}</span>
        <strong>{esimPlanName(t, esim, i18n.language)}</strong>
        <span className="esim-banner-text">{text}</span>
        <span className="esim-banner-iccid">ICCID {esim.iccid}</span>
      </div>
      <div className="esim-banner-side">
        <span className="esim-banner-time">{t('esims.banner.localTime', { time })}</span>
        <span className="esim-banner-zone">{browserTimeZone()}</span>
      </div>
    </Link>
  );
}
