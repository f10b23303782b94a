import { installDevice, type InstallDevice } from './esim-install';

/**
 * "Is my phone eSIM-ready?" before paying: what the browser tells of its phone's system, read
 * against the systems that install eSIMs (the device compatibility's `supportedOS`, "iOS 12.1",
 * "Android 9"). A browser never tells the phone's model, and some models of a supported system
 * have no eSIM, so the best answer is "likely": the page always says how to be sure (*#06#).
 */
export type EsimReadiness =
  /** The system installs eSIMs; the model should be on the list. */
  | { verdict: 'likely'; system: string; version: string; minimum: string }
  /** The system is older than the first that installs eSIMs. */
  | { verdict: 'too-old'; system: string; version: string; minimum: string }
  /** A computer: the answer is about the phone the traveller will use. */
  | { verdict: 'computer' }
  /** A phone whose system or version the browser does not tell. */
  | { verdict: 'not-sure' };

/** '17.4' from 'CPU iPhone OS 17_4 like Mac OS X'; '14' from 'Android 14'; null when not told. */
function systemVersion(
  userAgent: string,
  device: Exclude<InstallDevice, 'desktop'>,
): { system: 'iOS' | 'iPadOS' | 'Android'; version: string | null } {
  if (device === 'ios') {
    const apple = /\b(?:iPhone|CPU) OS (\d+(?:_\d+)*)/.exec(userAgent);
    const ipad = /iPad|Macintosh/.test(userAgent) && !/iPhone/.test(userAgent);
    // iPadOS poses as a Mac with touch: its Safari's own version is the system's.
    const version = apple?.[1]?.replace(/_/g, '.') ?? /Version\/(\d+(?:\.\d+)*)/.exec(userAgent)?.[1] ?? null;
    return { system: ipad ? 'iPadOS' : 'iOS', version };
  }
  return { system: 'Android', version: /Android (\d+(?:\.\d+)*)/.exec(userAgent)?.[1] ?? null };
}

/** -1, 0 or 1: '12.1' against '9', part by part. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export function esimReadiness(
  browser: { userAgent: string; maxTouchPoints?: number },
  supportedOS: readonly string[],
): EsimReadiness {
  const device = installDevice(browser.userAgent, browser.maxTouchPoints ?? 0);
  if (device === 'desktop') return { verdict: 'computer' };
  const { system, version } = systemVersion(browser.userAgent, device);
  const minimum = supportedOS
    .map((entry) => /^(.+?) (\d+(?:\.\d+)*)$/.exec(entry.trim()))
    .find((match) => match?.[1] === system)?.[2];
  if (!version || !minimum) return { verdict: 'not-sure' };
  const verdict = compareVersions(version, minimum) >= 0 ? 'likely' : 'too-old';
  return { verdict, system, version, minimum };
}
