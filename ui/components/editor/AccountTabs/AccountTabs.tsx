import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { ACCOUNT_TABS } from '@portal/sdk';
import type { AccountTab } from '@portal/sdk';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import styles from './AccountTabs.module.css';

export { ACCOUNT_TABS };
export type { AccountTab };

export interface AccountTabItem {
  tab: AccountTab;
  /** The tab's own page: each tab is a route, so it reloads and can be shared. */
  href: string;
}

export interface AccountTabsProps {
  /** The tabs to show, in order, with their links. */
  items: readonly AccountTabItem[];
  /** The tab of the page shown: its link carries aria-current="page". */
  current: AccountTab;
  className?: string;
}

/**
 * §2 the account area's tabs as a navigation of links (not ARIA tabs: each tab is a page of its
 * own). The current one is marked for assistive technology and styled as selected.
 */
export function AccountTabs({ items, current, className }: AccountTabsProps) {
  const { t } = useCachedTranslation();
  return (
    <nav className={cx(styles.root, className)} aria-label={t('nav.account')}>
      <ul className={styles.list}>
        {items.map(({ tab, href }) => (
          <li key={tab} className={styles.item}>
            <AppLink href={href} className={styles.trigger} aria-current={tab === current ? 'page' : undefined}>
              {t(`editor.tabs.${tab}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
