import type { DestinationImage as ImageRef } from '@app/contracts';
import { flagUrl } from '../../../lib/flags';
import { regionArt, type RegionArt } from './region-art';

/**
 * Flags (lib/flags) and our region pictures, bundled by Vite as separate files (never inlined, see
 * vite.config.ts) and fetched only when shown. No outside image service is called.
 */
const REGION_FILES = import.meta.glob<string>('../assets/regions/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const REGIONS = new Map(
  Object.entries(REGION_FILES).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
) as Map<RegionArt | string, string>;

/** The picture of a destination: its flag, or its region's picture (chosen from the English name). */
export const imageUrl = (image: ImageRef, name = ''): string =>
  (image.kind === 'flag' ? flagUrl(image.code) : undefined) ?? (REGIONS.get(regionArt(name)) as string);

export function DestinationImage({
  image,
  name,
  alt = '',
  className,
  priority = false,
}: {
  image: ImageRef;
  /** The destination's English name, which picks a region's picture. */
  name?: string;
  alt?: string;
  className?: string;
  /** The page's main picture (the package page's hero): fetched at once, not when scrolled near. */
  priority?: boolean;
}) {
  return (
    <img
      className={`destination-image ${className ?? ''}`}
      src={imageUrl(image, name)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      width={4}
      height={3}
    />
  );
}
