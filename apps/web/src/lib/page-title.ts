import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '<title> · Derleng eSIM' (the app's name alone without a title): the server's home title too. */
export const titled = (title: string | null | undefined, name: string) =>
  title ? `${title} · ${name}` : name;

/** Sets document.title to '<title> · Derleng eSIM' (the app's name alone without a title). */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    document.title = titled(title, name);
  }, [title, name]);
}

/**
 * The route's title, set by the layout before any page's own usePageTitle runs (layout effects
 * run before effects), so a page that knows better (a destination's name) has the last word.
 */
export function useRouteTitle(title: string): void {
  const { t } = useTranslation();
  const name = t('app.name');
  useLayoutEffect(() => {
    document.title = titled(title, name);
  }, [title, name]);
}

/** Sets document.title to a title written whole (a catalogue page's, the same the server writes). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
