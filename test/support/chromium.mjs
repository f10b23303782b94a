import { existsSync } from 'node:fs';

/** Debian's chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}
