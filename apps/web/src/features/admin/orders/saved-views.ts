import type { OrdersFilter } from '../api/admin-orders';

/** A named set of the Orders tab's filters, kept by one staff member in this browser. */
export interface SavedOrderView {
  name: string;
  filter: Omit<OrdersFilter, 'page' | 'pageSize'>;
}

/**
 * Saved views live in localStorage under the staff member's id (each person has their own, on
 * each browser they use); they hold filters only, never order data.
 */
const keyOf = (userId: string) => `derleng_admin_order_views:${userId}`;

export function readSavedViews(userId: string): SavedOrderView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (view): view is SavedOrderView =>
            typeof view?.name === 'string' && typeof view?.filter === 'object' && view.filter !== null,
        )
      : [];
  } catch {
    return [];
  }
}

export function writeSavedViews(userId: string, views: SavedOrderView[]): void {
  localStorage.setItem(keyOf(userId), JSON.stringify(views));
}

/** Adds or replaces (same name) a view; views stay sorted by name. */
export const withView = (views: SavedOrderView[], view: SavedOrderView): SavedOrderView[] =>
  [...views.filter((other) => other.name !== view.name), view].sort((a, b) => a.name.localeCompare(b.name));
