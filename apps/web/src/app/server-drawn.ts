import { flushSync } from 'react-dom';
import type { QueryClient } from '@tanstack/react-query';
import { APP_STARTED_COOKIE } from '@app/contracts';
import { RIEL_PREFERENCE_KEY } from '../lib/exchange-rate';
import { GUEST_ORDERS_KEY } from '../lib/guest-orders';
import { LANGUAGE_KEY } from '../lib/i18n';
import { seedFirstScreenData } from './first-screen-data';

/**
 * A press, a key, or where text was typed into a field, on the drawn page before the app ran
 * (public/boot.js holds them, in order).
 */
type HeldInput =
  | { target: EventTarget }
  | { target: EventTarget; key: string; code: string; shiftKey: boolean }
  | { target: EventTarget; typed: true };

/** What the visitor did on the drawn page before the app ran, in the order it was done. */
export interface EarlyInput {
  held: HeldInput[];
  typed: { field: HTMLInputElement | HTMLTextAreaElement; value: string }[];
  chosen: HTMLSelectElement[];
}

declare global {
  interface Window {
    /** public/boot.js, on a page the server drew: hands over the clicks and keys held until the app ran. */
    derlengBoot?: { takeOver(): HeldInput[] };
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
 * Before `hydrateRoot`: boot.js stops holding input, and what it held is taken. Text typed into a
 * field goes back to what was drawn (React hydrates the page as the server drew it) and is kept, to
 * be typed again once the page is React's.
 */
export function takeEarlyInput(): EarlyInput {
  const held = window.derlengBoot?.takeOver() ?? [];
  window.derlengApp = true;
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '#root input, #root textarea',
  );
  const typed = [...fields]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => {
      const value = field.value;
      field.value = field.defaultValue;
      return { field, value };
    });
  const chosen = [...document.querySelectorAll<HTMLSelectElement>('#root select')].filter(
    (select) => select.selectedOptions[0] && !select.selectedOptions[0].defaultSelected,
  );
  return { held, typed, chosen };
}

/**
 * Right after `hydrateRoot`: what the visitor did before the app ran is done again, in the order it
 * was done, as events on the drawn elements. React hydrates the page at once when a discrete event
 * (input, change, key, pointer, click) lands on it still undrawn by React, then gives it the event
 * (its own replay), so no wait is needed; each is flushed (flushSync) before the next, so a plan
 * chosen before Buy is the plan Buy sees, and a search typed before a press filters the list first.
 * A field's text is typed again where it was last typed into. A link pressed that the replay has
 * since taken off the page (a card of the list as drawn, before the search filtered it) is still
 * followed (`follow`): the visitor pressed what they saw.
 */
export function replayEarlyInput({ held, typed, chosen }: EarlyInput, follow: (href: string) => void): void {
  const lastTyped = new Map<EventTarget, number>();
  held.forEach((input, index) => 'typed' in input && lastTyped.set(input.target, index));
  const text = new Map(typed.map(({ field, value }) => [field as EventTarget, value]));
  for (const { field, value } of typed) if (!lastTyped.has(field)) typeAgain(field, value);
  for (const select of chosen) flushSync(() => select.dispatchEvent(new Event('change', { bubbles: true })));
  held.forEach((input, index) => {
    const { target } = input;
    if (!(target instanceof HTMLElement)) return;
    if ('typed' in input) {
      const value = text.get(target);
      if (lastTyped.get(target) === index && value !== undefined && target.isConnected)
        typeAgain(target as HTMLInputElement | HTMLTextAreaElement, value);
    } else if (!target.isConnected) {
      const link = target.closest('a[href]');
      const href = link?.getAttribute('href');
      if (!('key' in input) && href?.startsWith('/') && !href.startsWith('//')) follow(href);
    } else if ('key' in input) {
      const { key, code, shiftKey } = input;
      const init = { key, code, shiftKey, bubbles: true, cancelable: true };
      flushSync(() => target.dispatchEvent(new KeyboardEvent('keydown', init)));
    } else flushSync(() => press(target));
  });
}

/** Text typed into a drawn field, typed again now that the field is React's. */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  // the first input hydrates the page with the field as drawn; the second brings the text
  flushSync(() => field.dispatchEvent(new Event('input', { bubbles: true })));
  setFieldValue(field, value);
  flushSync(() => field.dispatchEvent(new Event('input', { bubbles: true })));
}

/**
 * A field's value set as the browser sets it when typed into: through the element's own setter, not
 * the one React puts on the field to tell its changes, so React sees the text as new.
 */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
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
