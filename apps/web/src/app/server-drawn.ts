import type { QueryClient } from '@tanstack/react-query';
import { seedFirstScreenData } from './first-screen-data';

declare global {
  interface Window {
    /** public/boot.js, on a page the server drew: hands over the click held until the app ran. */
    derlengBoot?: { takeOver(): EventTarget | null };
    /** Set once the app has taken a drawn page over: boot.js stops holding clicks. */
    derlengApp?: boolean;
  }
}

/**
 * A first visit's home or package page arrives drawn by the server (apps/api's
 * FirstScreenRenderer), with the api's answers it was drawn from in a JSON block: the app starts
 * from those answers rather than asking again. Null on any other page.
 */
export function serverAnswers(): Record<string, unknown> | null {
  const block = document.getElementById('first-screen-data');
  if (!block?.textContent) return null;
  return JSON.parse(block.textContent) as Record<string, unknown>;
}

export function seedServerAnswers(client: QueryClient, answers: Record<string, unknown>): void {
  for (const [path, data] of Object.entries(answers)) seedFirstScreenData(client, path, data);
}

/**
 * Whether the app takes the drawn page over as it stands (hydration): a first visit, which is what
 * the server drew. A visitor with choices stored in this browser (boot.js marks the page
 * `data-boot="now"`) gets the app's own drawing instead.
 */
export function takesDrawnPageOver(container: HTMLElement): boolean {
  return container.hasAttribute('data-drawn') && document.documentElement.dataset.boot !== 'now';
}

/**
 * Once the app has taken a drawn page over: what the visitor did before it ran is given to it. Text
 * typed into a field is announced as typed, an option chosen as chosen; the press that started the app is made again.
 */
export function replayEarlyInput(): void {
  const held = window.derlengBoot?.takeOver() ?? null;
  window.derlengApp = true;
  document.querySelectorAll<HTMLInputElement>('#root input').forEach((field) => {
    if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  document.querySelectorAll<HTMLSelectElement>('#root select').forEach((select) => {
    const chosen = select.selectedOptions[0];
    if (chosen && !chosen.defaultSelected) select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  if (held instanceof HTMLElement && held.isConnected) press(held);
}

/** A press as the browser reports it: some parts act on the pointer going down (tabs), most on the click. */
function press(target: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.click();
}
