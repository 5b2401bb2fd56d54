import { useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Story } from '@portal/sdk';
import { EmptyState } from '../../EmptyState';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { AppLink } from '../../LinkProvider';
import { Modal } from '../../Modal';
import { BK } from '../internal/keys';
import styles from './StoriesList.module.css';

export interface StoriesListProps {
  stories: readonly Story[];
  /** The author's public page; the name becomes a link when given. */
  authorHref?: (story: Story) => string | null;
  className?: string;
}

/**
 * Story videos as cards with their poster and author; the owner's stories held until their
 * profile is approved carry a "Pending moderation" label (only the owner is sent those). Playing opens the video in a dialog with
 * the browser's own controls (keyboard and screen-reader operable); nothing plays on its own.
 */
export function StoriesList({ stories, authorHref, className }: StoriesListProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const [playing, setPlaying] = useState<Story | null>(null);
  if (stories.length === 0) return <EmptyState message={t(BK.storiesNone)} className={className} />;

  return (
    <>
      <ul className={cx(styles.grid, className)}>
        {stories.map((story) => {
          const href = authorHref?.(story) ?? null;
          return (
            <li key={story.id} className={styles.card}>
              <button type="button" className={styles.play} onClick={() => setPlaying(story)} aria-label={t(BK.storyPlay, { name: story.author.name })}>
                {story.poster ? (
                  <img src={story.poster} alt="" width={270} height={480} loading="lazy" decoding="async" className={styles.poster} />
                ) : (
                  <span className={styles.placeholder} aria-hidden="true">{story.author.name.charAt(0)}</span>
                )}
                <span className={styles.icon} aria-hidden="true" />
              </button>
              <p className={styles.author}>
                <bdi>{href ? <AppLink href={href}>{story.author.name}</AppLink> : story.author.name}</bdi>
              </p>
              <p className={styles.date}><time dateTime={story.created_at}>{formatDate(story.created_at, locale)}</time></p>
              {story.status === 'pending' ? (
                <p className={styles.pending}>
                  <strong className={styles.pendingLabel}>{t(BK.storyPending)}</strong> {t(BK.storyPendingNote)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Modal open={playing !== null} onOpenChange={(open) => (open ? undefined : setPlaying(null))} title={playing ? t(BK.storyBy, { name: playing.author.name }) : ''}>
        {playing ? (
          // The stories carry no caption track; the videos are short silent-friendly clips by their authors.
          <video className={styles.video} src={playing.url} poster={playing.poster ?? undefined} controls autoPlay playsInline preload="metadata" />
        ) : null}
      </Modal>
    </>
  );
}
