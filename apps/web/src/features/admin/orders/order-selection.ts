import { useState } from 'react';

/** The orders picked on the list for a bulk action, by order number. */
export interface OrderSelection {
  selected: ReadonlySet<string>;
  toggle: (orderNumber: string) => void;
  /** Selects every order given (those of the page), or unselects them all. */
  setAll: (orderNumbers: readonly string[], on: boolean) => void;
  clear: () => void;
}

export function useOrderSelection(): OrderSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  return {
    selected,
    toggle: (orderNumber) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(orderNumber)) next.add(orderNumber);
        return next;
      }),
    setAll: (orderNumbers, on) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const orderNumber of orderNumbers) {
          if (on) next.add(orderNumber);
          else next.delete(orderNumber);
        }
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}
