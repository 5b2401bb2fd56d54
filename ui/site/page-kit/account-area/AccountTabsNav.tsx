import { accountTabRoutes } from '@portal/sdk';
import type { AccountArea, AccountTab } from '@portal/sdk';
import { AccountTabs } from '@portal/components/editor';
import { useServices } from '../../data/use-services';
import { pagePath } from '../../shell/paths';

/** The account area's tabs, linked to their routes (the SDK's table) in the page's language. */
export function AccountTabsNav({ area, tab }: { area: AccountArea; tab: AccountTab }) {
  const { locale } = useServices();
  const items = accountTabRoutes(area).map((r) => ({ tab: r.tab, href: pagePath(r.route, locale) }));
  return <AccountTabs items={items} current={tab} />;
}
