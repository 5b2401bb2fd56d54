import { SITE_NAME } from '@portal/sdk';
import styles from './Wordmark.module.css';

export interface WordmarkProps {
  /** Where the wordmark leads: the home page in the visitor's language. */
  href: string;
  /** `md` in the header's bar, `lg` on top of a card (the sign-in and registration pages). */
  size?: 'md' | 'lg';
  /** Show the 18+ tag beside the name (a visual reminder; the site says it in words in the footer). */
  adult?: boolean;
  className?: string;
}

/**
 * The brand: a small mark (a heart in a rose tile, drawn inline, so the header needs no image
 * request) and the name set in the display face. Its accessible name is the brand name alone: the
 * mark and the 18+ tag are decoration.
 */
export function Wordmark({ href, size = 'md', adult = true, className }: WordmarkProps) {
  return (
    <a href={href} className={[styles.wordmark, className].filter(Boolean).join(' ')} data-size={size}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className={styles.tile} width="32" height="32" rx="9" />
        <path
          className={styles.heart}
          d="M16 25.5c-.4 0-.8-.1-1.1-.4C10.6 21.6 7 18.3 7 13.9 7 11 9.2 8.7 12 8.7c1.6 0 3.1.8 4 2 .9-1.2 2.4-2 4-2 2.8 0 5 2.3 5 5.2 0 4.4-3.6 7.7-7.9 11.2-.3.3-.7.4-1.1.4z"
        />
      </svg>
      <span className={styles.name}>{SITE_NAME}</span>
      {adult ? (
        <span className={styles.adult} aria-hidden="true">
          18+
        </span>
      ) : null}
    </a>
  );
}
