import type { DestinationImage as ImageRef } from '@app/contracts';
import { flagPicture, regionPicture, type Picture } from '../../../lib/pictures';
import { regionArt } from './region-art';

/** The picture of a destination: its flag, or its region's picture (chosen from the English name). */
export const destinationPicture = (image: ImageRef, name = ''): Picture =>
  (image.kind === 'flag' ? flagPicture(image.code) : undefined) ?? regionPicture(regionArt(name));

/**
 * A destination's flag or region picture (lib/pictures: PNG files at three widths, fetched only
 * when shown; no outside image service is called). `sizes` tells the browser how wide it is shown.
 */
export function DestinationImage({
  image,
  name,
  alt = '',
  className,
  sizes,
  priority = false,
}: {
  image: ImageRef;
  /** The destination's English name, which picks a region's picture. */
  name?: string;
  alt?: string;
  className?: string;
  /** Its width on screen, as the `sizes` attribute says it (the catalogue's CSS decides it). */
  sizes: string;
  /** The page's main picture (the package page's hero): fetched at once, not when scrolled near. */
  priority?: boolean;
}) {
  return (
    <img
      className={`destination-image ${className ?? ''}`}
      {...destinationPicture(image, name)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      width={4}
      height={3}
    />
  );
}
