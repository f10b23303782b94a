/**
 * Flags from the flag-icons package (bundled by Vite as files, fetched only when shown; no outside
 * image service), keyed by lower-case ISO code.
 */
const FLAG_FILES = import.meta.glob<string>('../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const FLAGS = new Map(
  Object.entries(FLAG_FILES).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
);

/** The destination's flag image, or its initial letter when it has no single country (customer-area §2). */
export function EsimFlag({ countryCode, destination }: { countryCode: string; destination: string }) {
  const url = /^[A-Z]{2}$/i.test(countryCode) ? FLAGS.get(countryCode.toLowerCase()) : undefined;
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
