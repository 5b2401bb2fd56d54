import type { Section } from '@portal/sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';
import { ClientFavorites, clientFavoritesLoader } from '../page-kit/ClientArea';

/** Account-area texts (tabs, editor steps) are the catalog's editor section; the role under the heading is in the auth section. */
export const sections: readonly Section[] = ['editor', 'auth'];

export const loader = clientFavoritesLoader;

/** §2 client area: favourite profiles and businesses, and a few recommendations. */
export default function Page() {
  return (
    <AccountPage titleKey="pages.client.favorites" tab="favorites">
      <ClientFavorites />
    </AccountPage>
  );
}
