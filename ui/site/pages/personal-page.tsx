import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { Section } from '@portal/sdk/i18n';
import { BannerSizes } from '@portal/components/payments/BannerSizes';
import { ProfileDetail, profileDetailLoader } from '../page-kit/ProfileDetail';

/** The banner sizes table's texts are account-area ones (the catalog's editor section). */
export const sections: readonly Section[] = ['editor'];

/** §2 /personal-page/{id}: a model’s personal page, by profile id. */
export const loader = profileDetailLoader('id');

/** §2 /personal-page/{id} (layout buy-banners): the personal page and the banner sizes information. */
export default function Page() {
  const { t } = useCachedTranslation();
  return (
    <>
      <ProfileDetail paramKey="id" />
      <section aria-labelledby="banner-sizes">
        <h2 id="banner-sizes">{t('payments.banners.title')}</h2>
        <BannerSizes />
      </section>
    </>
  );
}
