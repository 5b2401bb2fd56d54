import type { Section } from '@portal/sdk/i18n';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import { useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import styles from '../page-kit/page-kit.module.css';

/** The sign-up links read the catalog's auth section. */
export const sections: readonly Section[] = ['auth'];

/** Each audience's sign-ups; models sign up as escorts or as web cam models. */
const AUDIENCES = [
  { text: 'pages.becomeMember.client', links: [{ route: 'registration-client', label: 'auth.register.client' }] },
  {
    text: 'pages.becomeMember.model',
    links: [{ route: 'registration-model', label: 'auth.register.model' }, { route: 'registration-webcam', label: 'webcam.register.title' }],
  },
  { text: 'pages.becomeMember.business', links: [{ route: 'registration-business', label: 'auth.register.business' }] },
] as const;

/** §2 /become-member: joining is free; one way in per audience. */
export default function Page() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  return (
    <section className={styles.text} aria-labelledby="become-member-title">
      <PageMeta title={t('pages.becomeMember.title')} description={t('pages.becomeMember.intro')} />
      <h1 id="become-member-title">{t('pages.becomeMember.title')}</h1>
      <p>{t('pages.becomeMember.intro')}</p>
      <ul className={styles.list}>
        {AUDIENCES.map((a) => (
          <li key={a.text}>
            <p>{t(a.text)}</p>
            {a.links.map((link) => (
              <p key={link.route}><a href={routePath(link.route, {}, locale)}>{t(link.label)}</a></p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
