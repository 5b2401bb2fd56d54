import { useId, useState } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import styles from './ShareButton.module.css';

export interface ShareButtonProps {
  /** The page's address to share (absolute). */
  url: string;
  /** What the share sheet calls it. */
  title: string;
  className?: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * Share or copy a page's link (beyond the spec), a round icon button for a photo's corner (its name,
 * "Share", is its accessible name and its tooltip): the device's share sheet where the browser has
 * the Web Share API (phones), else the link copied to the clipboard with a polite "Link copied".
 * If the clipboard refuses too, the link shows selected in a labelled field to copy by hand.
 */
export function ShareButton({ url, title, className }: ShareButtonProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const share = async () => {
    const data = { title, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure: copy instead.
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  const name = t('visitor.share.share');
  return (
    <div className={cx(styles.root, className)}>
      <button type="button" className={styles.icon} aria-label={name} title={name} onClick={() => void share()}>
        <span aria-hidden="true">⤴</span>
      </button>
      {/* In the page from the start, so its text is announced when it changes. */}
      <span role="status" className={styles.status}>{outcome === 'copied' ? t('visitor.share.copied') : ''}</span>
      {outcome === 'failed' ? (
        <div className={styles.manual}>
          <label htmlFor={id}>{t('visitor.share.failed')}</label>
          <input id={id} className={styles.link} readOnly value={url} autoFocus onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  );
}
