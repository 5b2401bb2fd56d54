import { useEffect, useRef } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { ACCOUNT_TABS } from '@portal/sdk';
import type { AccountTab } from '@portal/sdk';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import styles from './AccountTabs.module.css';

export { ACCOUNT_TABS };
export type { AccountTab };

export interface AccountTabItem<Tab extends string = AccountTab> {
  tab: Tab;
  /** The tab's own page: each tab is a route, so it reloads and can be shared. */
  href: string;
  /** The tab's text; the spec's tab name (`editor.tabs.<tab>`) when absent. */
  label?: string;
}

export interface AccountTabsProps<Tab extends string = AccountTab> {
  /** The tabs to show, in order, with their links. */
  items: readonly AccountTabItem<Tab>[];
  /** The tab of the page shown: its link carries aria-current="page". */
  current: Tab;
  className?: string;
}

/**
 * §2 the account area's tabs, one component for the member, the model and the business: a
 * navigation of links (not ARIA tabs: each tab is a page of its own) styled as a tab bar at the
 * top of the area. The current one is marked for assistive technology and styled as selected; on
 * a phone the bar scrolls sideways inside itself, so the page never widens.
 */
export function AccountTabs<Tab extends string = AccountTab>({ items, current, className }: AccountTabsProps<Tab>) {
  const { t } = useCachedTranslation();
  const list = useRef<HTMLUListElement>(null);
  // A tab further right than a phone shows (settings) is scrolled into the bar, not the page.
  useEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !active) return;
    const overflow = active.offsetLeft + active.offsetWidth - (bar.scrollLeft + bar.clientWidth);
    if (overflow > 0) bar.scrollLeft += overflow;
  }, [current]);
  return (
    <nav className={cx(styles.root, className)} aria-label={t('nav.account')}>
      <ul ref={list} className={styles.list}>
        {items.map(({ tab, href, label }) => (
          <li key={tab} className={styles.item}>
            <AppLink href={href} className={styles.trigger} aria-current={tab === current ? 'page' : undefined}>
              {label ?? t(`editor.tabs.${tab}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
