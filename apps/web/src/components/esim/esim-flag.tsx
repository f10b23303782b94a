import { flagEmoji } from '@app/domain';

let flagSupport: boolean | undefined;

/**
 * Whether this browser draws flag emoji as flags (Windows and many Linux desktops draw two
 * letters instead): a flag is one glyph, so it is clearly narrower than its two regional letters
 * drawn apart.
 */
function drawsFlags(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  flagSupport = false;
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (context) {
      context.font = '32px sans-serif';
      const flag = context.measureText('🇰🇭').width;
      const letters = context.measureText('🇰').width + context.measureText('🇭').width;
      flagSupport = flag > 0 && flag < letters * 0.75;
    }
  } catch {
    /* no canvas: letters it is */
  }
  return flagSupport;
}

/** The destination's flag, or its initial letter (no single country, or no flag glyphs here). */
export function EsimFlag({ countryCode, destination }: { countryCode: string; destination: string }) {
  const flag = flagEmoji(countryCode);
  const shown = flag && drawsFlags() ? flag : null;
  return (
    <span
      className={shown ? 'esim-flag' : 'esim-flag esim-flag-letter'}
      aria-hidden="true"
      data-country={countryCode || undefined}
    >
      {shown ?? (destination.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
