import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, useContext, type ReactNode } from 'react';

/** The chosen tab, for the tab row's `active` class and the panel. */
const ChosenTab = createContext('');

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
      <ChosenTab.Provider value={value}>{children}</ChosenTab.Provider>
    </RadixTabs.Root>
  );
}

export function TabList<T extends string>({
  tabs,
  label,
  className,
  tabClassName = '',
  otherClassName = '',
  testId,
  children,
}: {
  tabs: readonly T[];
  label?: string;
  className: string;
  tabClassName?: string;
  /** Added to every tab but the chosen one (the admin app's 'secondary' buttons). */
  otherClassName?: string;
  testId?: (tab: T) => string;
  /** A tab's label. */
  children: (tab: T) => ReactNode;
}) {
  const chosen = useContext(ChosenTab);
  return (
    <RadixTabs.List className={className} aria-label={label}>
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab}
          value={tab}
          className={`${tabClassName} ${tab === chosen ? 'active' : otherClassName}`.trim()}
          data-testid={testId?.(tab)}
        >
          {children(tab)}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

/** The chosen tab's panel (only the chosen one is in the page). */
export function TabPanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={useContext(ChosenTab)} className={className}>
      {children}
    </RadixTabs.Content>
  );
}
