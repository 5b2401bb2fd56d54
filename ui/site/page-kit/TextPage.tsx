import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { PageMeta } from '../shell/PageMeta';
import styles from './page-kit.module.css';

export interface TextPageProps {
  /** Catalog key of the heading (also the document title). */
  titleKey: string;
  /** Catalog keys of the paragraphs, in order. */
  paragraphKeys?: readonly string[];
  /** Catalog key of the meta description; the first paragraph by default. */
  descriptionKey?: string;
}

/** A heading and translated paragraphs: legal, information and "coming soon" pages. */
export function TextPage({ titleKey, paragraphKeys = [], descriptionKey }: TextPageProps) {
  const { t } = useCachedTranslation();
  const title = t(titleKey);
  const description = descriptionKey ?? paragraphKeys[0];
  return (
    <article className={styles.text}>
      <PageMeta title={title} {...(description ? { description: t(description) } : {})} />
      <h1>{title}</h1>
      {paragraphKeys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </article>
  );
}
