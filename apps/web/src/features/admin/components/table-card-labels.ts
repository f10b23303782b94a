import { useEffect, type RefObject } from 'react';

/** Copies each table's column headings onto its cells (`data-label`) for the phone's card rows. */
function labelTables(root: HTMLElement): void {
  for (const table of root.querySelectorAll('table')) {
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    if (headings.length === 0) continue;
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, index) => {
        const label = headings[index] ?? '';
        if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      });
    }
  }
}

/**
 * On a phone every admin table becomes a list of cards, one per row, each value under its column's
 * name (admin.css `@media (max-width: 720px)`). The labels follow the tables as they render.
 */
export function useTableCardLabels(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    labelTables(root);
    const observer = new MutationObserver(() => labelTables(root));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
}
