import { flagPicture } from '../../lib/pictures';

/** The destination's flag image, or its initial letter when it has no single country (customer-area §2). */
export function EsimFlag({ countryCode, destination }: { countryCode: string; destination: string }) {
  const flag = flagPicture(countryCode);
  if (flag)
    return (
      <span className="esim-flag" data-country={countryCode}>
        <img {...flag} sizes="32px" alt="" width={32} height={24} loading="lazy" decoding="async" />
      </span>
    );
  return (
    <span className="esim-flag esim-flag-letter" aria-hidden="true">
      {(destination.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
