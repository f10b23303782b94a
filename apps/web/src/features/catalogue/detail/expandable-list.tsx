import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first `shown` items, and a button that reveals the rest ('Show N more' / 'Show less'), or
 * a custom label for it.
 */
export function ExpandableList<T>({
  items,
  shown,
  render,
  moreLabel,
  className,
}: {
  items: readonly T[];
  shown: number;
  render: (item: T, index: number) => ReactNode;
  moreLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const visible = open ? items : items.slice(0, shown);
  const hidden = items.length - shown;
  return (
    <>
      <ul className={className}>{visible.map(render)}</ul>
      {hidden > 0 ? (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open
            ? t('catalogue.detail.showLess')
            : (moreLabel ?? t('catalogue.detail.showMore', { count: hidden }))}
        </button>
      ) : null}
    </>
  );
}
