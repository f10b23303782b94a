import { flagUrl } from '../../lib/flags';

/** The destination's flag image, or its initial letter when it has no single country (customer-area §2). */
export function EsimFlag({ countryCode, destination }: { countryCode: string; destination: string }) {
  const url = flagUrl(countryCode);
  if (url)
    return (
      <span className="esim-flag" data-country={countryCode}>
        <img src={url} alt="" width={32} height={24} loading="lazy" decoding="async" />
      </span>
    );
  return (
    <span className="esim-flag esim-flag-letter" aria-hidden="true">
      {(destination.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
