import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { CamLink } from '@portal/sdk';
import { cx } from '../internal/cx';
import styles from './CamPlatforms.module.css';

export interface CamPlatformsProps {
  links: readonly CamLink[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A web cam model's platforms: where visitors watch her shows. The links leave the site, so
 * they open apart from it and pass it neither a referrer nor a ranking (user-given links).
 */
export function CamPlatforms({ links, headingLevel = 2, className }: CamPlatformsProps) {
  const { t } = useCachedTranslation();
  if (links.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root, className)} aria-labelledby="cam-platforms">
      <Heading id="cam-platforms">{t('webcam.platforms.title')}</Heading>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc" className={styles.link}>
              {link.platform}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
