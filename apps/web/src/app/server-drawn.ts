import type { QueryClient } from '@tanstack/react-query';
import { APP_STARTED_COOKIE } from '@app/contracts';
import { RIEL_PREFERENCE_KEY } from '../lib/exchange-rate';
import { GUEST_ORDERS_KEY } from '../lib/guest-orders';
import { LANGUAGE_KEY } from '../lib/i18n';
import { seedFirstScreenData } from './first-screen-data';

/** What the visitor did on the drawn page before the app ran (public/boot.js holds it). */
interface EarlyInput {
  click: EventTarget | null;
  keys: { target: EventTarget; key: string; code: string; shiftKey: boolean }[];
}

declare global {
  interface Window {
    /** public/boot.js, on a page the server drew: hands over the click and keys held until the app ran. */
    derlengBoot?: { takeOver(): EarlyInput };
    /** Set once the app has taken a drawn page over: boot.js stops holding clicks. */
    derlengApp?: boolean;
  }
}

/** The api's answers a drawn page was drawn from, and when it read them (ms since the epoch). */
export interface ServerAnswers {
  drawnAt: number;
  answers: Record<string, unknown>;
}

/**
 * A first visit's home or package page arrives drawn by the server (apps/api's
 * FirstScreenRenderer), with the api's answers it was drawn from in a JSON block: the app starts
 * from those answers rather than asking again. Null on any other page.
 */
export function serverAnswers(): ServerAnswers | null {
  const block = document.getElementById('first-screen-data');
  if (!block?.textContent) return null;
  return JSON.parse(block.textContent) as ServerAnswers;
}

/**
 * The answers go in the cache as read when the page was drawn: answers older than the freshness
 * rule (lib/react-query.ts) are read again as the app starts (a page left open a while shows
 * today's prices once touched).
 */
export function seedServerAnswers(client: QueryClient, { drawnAt, answers }: ServerAnswers): void {
  for (const [path, data] of Object.entries(answers)) seedFirstScreenData(client, path, data, drawnAt);
}

/**
 * Whether the app takes the drawn page over as it stands (hydration). The server drew a first
 * visit's page; a browser that kept choices without the app's cookie (cookies cleared: another
 * language chosen, riel hidden, guest orders) would draw differently, and gets the app's own
 * drawing in its place.
 */
export function takesDrawnPageOver(container: HTMLElement): boolean {
  if (!container.hasAttribute('data-drawn')) return false;
  const language = localStorage.getItem(LANGUAGE_KEY);
  return (
    (language === null || language === document.documentElement.lang) &&
    localStorage.getItem(RIEL_PREFERENCE_KEY) !== 'off' &&
    localStorage.getItem(GUEST_ORDERS_KEY) === null
  );
}

/** The app has run in this browser: its next visits get the app's own pages (libs/contracts). */
export function rememberAppStarted(): void {
  document.cookie = `${APP_STARTED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Once the app has taken a drawn page over: what the visitor did before it ran is given to it. Text
 * typed into a field is announced as typed, an option chosen as chosen; the keys pressed elsewhere
 * and the press that started the app are made again.
 */
export function replayEarlyInput(): void {
  const early = window.derlengBoot?.takeOver() ?? { click: null, keys: [] };
  window.derlengApp = true;
  document.querySelectorAll<HTMLInputElement>('#root input').forEach((field) => {
    if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  document.querySelectorAll<HTMLSelectElement>('#root select').forEach((select) => {
    const chosen = select.selectedOptions[0];
    if (chosen && !chosen.defaultSelected) select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  for (const { target, ...key } of early.keys) {
    if (target instanceof HTMLElement && target.isConnected) {
      target.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
    }
  }
  if (early.click instanceof HTMLElement && early.click.isConnected) press(early.click);
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
