import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The time since `sinceIso`, ticking every second; `serverNow` corrects the browser's clock. */
export function WaitingAge({ sinceIso, serverNow }: { sinceIso: string; serverNow: string }) {
  const { t } = useTranslation();
  const [skew] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now + skew - Date.parse(sinceIso)) / 1000));
  const minutes = Math.floor(seconds / 60);
  const label =
    minutes < 1
      ? t('attention.seconds', { count: seconds })
      : minutes < 60
        ? t('attention.minutes', { count: minutes })
        : t('attention.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <span className="attention-age" data-testid="attention-age" data-seconds={seconds}>
      {label}
    </span>
  );
}
