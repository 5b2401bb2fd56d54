import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { SITE_NAME } from '@portal/sdk';

export interface PageMetaProps {
  /** The page's own title; absent on the home page, which uses the catalog's `meta.title`. */
  title?: string;
  description?: string;
  /** An image for link previews (absolute or site path). */
  image?: string | null;
}

/** <title>, description and their Open Graph twins, hoisted into <head> by React 19. */
export function PageMeta({ title, description, image }: PageMetaProps) {
  const { t } = useCachedTranslation();
  const fullTitle = title ? t('meta.titleTemplate', { page: title, site: SITE_NAME }) : t('meta.title', { site: SITE_NAME });
  const text = description ?? t('meta.description', { site: SITE_NAME });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {image && <meta property="og:image" content={image} />}
    </>
  );
}
