/**
 * The browser's offer to install the shop (`beforeinstallprompt`, Chromium browsers), held from
 * the start (main.tsx) so it can be made later, at a moment that makes sense: after a purchase
 * (components/app-banners.tsx InstallOffer).
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function holdInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    held = null;
    changed();
  });
}

export const canInstall = (): boolean => held !== null;

/** Shows the browser's install dialog (once: the event cannot be used again). */
export async function promptInstall(): Promise<void> {
  const event = held;
  held = null;
  changed();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

/** "Not now": the offer goes away for this visit. */
export function declineInstall(): void {
  held = null;
  changed();
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
