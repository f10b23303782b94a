import type { DestinationImage as ImageRef } from '@app/contracts';
import regionUrl from '../assets/region.svg?url';

/**
 * Flags from the flag-icons package, bundled by Vite as separate files (never inlined, see
 * vite.config.ts) and fetched only when shown; regions get our own illustration. No outside
 * image service is called.
 */
const FLAG_FILES = import.meta.glob<string>('../../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
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

export const imageUrl = (image: ImageRef): string =>
  image.kind === 'flag' ? (FLAGS.get(image.code) ?? regionUrl) : regionUrl;

export function DestinationImage({
  image,
  alt = '',
  className,
}: {
  image: ImageRef;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      className={`destination-image ${className ?? ''}`}
      src={imageUrl(image)}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={4}
      height={3}
    />
  );
}
