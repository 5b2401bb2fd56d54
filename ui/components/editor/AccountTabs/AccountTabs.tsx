import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../internal/cx';
import styles from './AccountTabs.module.css';

/** §2 the account area's tabs, in the spec's order. */
export const ACCOUNT_TABS = ['profile', 'purchases', 'messages', 'calendar', 'statistics', 'reviews', 'settings'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export interface AccountTabsProps {
  /** The content of each tab (slots); a tab without content shows an empty panel. */
  panels: Partial<Record<AccountTab, ReactNode>>;
  /** Controlled tab (say, from the URL). */
  value?: AccountTab;
  defaultValue?: AccountTab;
  onValueChange?: (tab: AccountTab) => void;
  /** Which tabs to show (default all seven). */
  tabs?: readonly AccountTab[];
  className?: string;
}

/** Radix Tabs: arrow keys move between tabs, each panel is labelled by its tab. */
export function AccountTabs({ panels, value, defaultValue = 'profile', onValueChange, tabs = ACCOUNT_TABS, className }: AccountTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs.Root
      className={cx(styles.root, className)} value={value} defaultValue={value === undefined ? defaultValue : undefined}
      onValueChange={(v) => onValueChange?.(v as AccountTab)}
    >
      <Tabs.List className={styles.list} aria-label={t('nav.account')}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={styles.trigger}>
            {t(`editor.tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab} value={tab} className={styles.panel}>
          {panels[tab] ?? null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
