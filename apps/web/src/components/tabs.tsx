import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/**
 * Tabs and their panels from Radix UI (arrow keys, Home and End move between tabs; each tab names
 * its panel and the panel its tab), styled with our classes. The chosen tab also carries `active`.
 * `Tabs` lays nothing out (display: contents), so the tab row and the panel sit in the page as
 * before.
 */
export function Tabs<T extends string>({
  value,
  onChange,
  children,
}: {
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root className="tabs-root" value={value} onValueChange={(next) => onChange(next as T)}>
      {children}
    </RadixTabs.Root>
  );
}

export function TabList<T extends string>({
  tabs,
  value,
  label,
  className,
  tabClassName = '',
  otherClassName = '',
  testId,
  children,
}: {
  tabs: readonly T[];
  /** The chosen tab (for the `active` class). */
  value: T;
  label?: string;
  className: string;
  tabClassName?: string;
  /** Added to every tab but the chosen one (the admin app's 'secondary' buttons). */
  otherClassName?: string;
  testId?: (tab: T) => string;
  /** A tab's label. */
  children: (tab: T) => ReactNode;
}) {
  return (
    <RadixTabs.List className={className} aria-label={label}>
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab}
          value={tab}
          className={`${tabClassName} ${tab === value ? 'active' : otherClassName}`.trim()}
          data-testid={testId?.(tab)}
        >
          {children(tab)}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

/** The chosen tab's panel (only the chosen one is in the page). */
export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Content value={value} className={className}>
      {children}
    </RadixTabs.Content>
  );
}
