import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { AccountTabs } from '@portal/components/editor';
import { useServices } from '../../data/use-services';
import { pagePath } from '../../shell/paths';
import type { ParamFreeRouteId } from '../../shell/paths';

/** §2 the member's area: favourites, notifications, the member's own reviews and settings, each a route. */
export const CLIENT_TABS = [
  { tab: 'favorites', route: 'client-favorites', labelKey: 'pages.client.favorites' },
  { tab: 'notifications', route: 'client-notification', labelKey: 'pages.client.notifications' },
  { tab: 'reviews', route: 'client-review', labelKey: 'pages.client.myReviews' },
  // The settings tab's name is the other areas' own (editor section, which the member's pages load).
  { tab: 'settings', route: 'client-settings', labelKey: 'editor.tabs.settings' },
] as const satisfies ReadonlyArray<{ tab: string; route: ParamFreeRouteId; labelKey: string }>;

export type ClientTab = (typeof CLIENT_TABS)[number]['tab'];

/** The member's tabs, the same bar as the model's and the business's, in the page's language. */
export function ClientTabsNav({ tab }: { tab: ClientTab }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const items = CLIENT_TABS.map((c) => ({ tab: c.tab as ClientTab, href: pagePath(c.route, locale), label: t(c.labelKey) }));
  return <AccountTabs items={items} current={tab} />;
}
