import type { ReactNode } from 'react';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { PageMeta } from '../shell/PageMeta';
import { pagePath } from '../shell/paths';
import type { ParamFreeRouteId } from '../shell/paths';
import { ClientTabsNav } from './account-area/ClientTabsNav';
import type { ClientTab } from './account-area/ClientTabsNav';
import areaStyles from './account-area/account-area.module.css';
import styles from './page-kit.module.css';

export interface AccountPageProps {
  /** Catalog key of the page heading. */
  titleKey: string;
  /** Catalog keys of short explanatory paragraphs. */
  textKeys?: readonly string[];
  /** The member's tab this page is: the area's tab bar is shown above the heading. */
  tab?: ClientTab;
  /** Related pages outside a tabbed area, as links. */
  links?: ReadonlyArray<{ route: ParamFreeRouteId; labelKey: string }>;
  /** The area's own content (favourites, reviews...), under the heading. */
  children?: ReactNode;
}

/**
 * A page of a private area: the member's tabs on top (when it is one of them), the heading with
 * who is signed in, then the page's own content. The guard has already let only the owning role in.
 */
export function AccountPage({ titleKey, textKeys = [], tab, links = [], children }: AccountPageProps) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const user = useRootData()?.user;
  const title = t(titleKey);
  return (
    <section className={areaStyles.page} aria-labelledby="account-title">
      {tab ? <ClientTabsNav tab={tab} /> : null}
      <PageMeta title={title} />
      <h1 id="account-title" className={areaStyles.title}>{title}</h1>
      {user && (
        <p className={styles.muted}>
          <bdi>{user.name}</bdi> · {t(`auth.roles.${user.role}`)}
        </p>
      )}
      {textKeys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {children}
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.route}>
              <a href={pagePath(link.route, locale)}>{t(link.labelKey)}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
