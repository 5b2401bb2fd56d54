import { useTranslation } from 'react-i18next';
import { routePath } from '../../../sdk/routes';
import { useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { SiteLink } from '../shell/SiteLink';
import styles from '../page-kit/page-kit.module.css';

const AUDIENCES = [
  { text: 'pages.becomeMember.client', route: 'registration-client', label: 'auth.register.client' },
  { text: 'pages.becomeMember.model', route: 'registration-model', label: 'auth.register.model' },
  { text: 'pages.becomeMember.business', route: 'registration-business', label: 'auth.register.business' },
  { text: 'webcam.register.intro', route: 'registration-webcam', label: 'webcam.register.title' },
] as const;

/** §2 /become-member: joining is free; one way in per audience. */
export default function Page() {
  const { t } = useTranslation();
  const { locale } = useServices();
  return (
    <section className={styles.text} aria-labelledby="become-member-title">
      <PageMeta title={t('pages.becomeMember.title')} description={t('pages.becomeMember.intro')} />
      <h1 id="become-member-title">{t('pages.becomeMember.title')}</h1>
      <p>{t('pages.becomeMember.intro')}</p>
      <ul className={styles.list}>
        {AUDIENCES.map((a) => (
          <li key={a.route}>
            <p>{t(a.text)}</p>
            <SiteLink href={routePath(a.route, {}, locale)}>{t(a.label)}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
