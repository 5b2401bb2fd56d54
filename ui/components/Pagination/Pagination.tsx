import type { MouseEvent } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { usePagination } from '@portal/sdk/react';
import { cx } from '../internal/cx';
import type { SlotClassNames } from '../internal/cx';
import { AppLink } from '../LinkProvider';
import styles from './Pagination.module.css';

export type PaginationSlot = 'root' | 'list' | 'item' | 'link' | 'current' | 'ellipsis' | 'previous' | 'next';

export interface PaginationTexts {
  label: string;
  previous: string;
  next: string;
  goToPage: (page: number) => string;
}

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one page nothing is rendered. */
  totalPages: number;
  /** Builds the URL of a page, so every page is a real link (works without JavaScript and for crawlers). */
  hrefFor: (page: number) => string;
  /** Called on a click; the host may `preventDefault()` and navigate itself. */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** How many page links either side of the current one before an ellipsis. */
  siblings?: number;
  /** Replaces the catalogs' words (previous, next, page n) for a host with its own. */
  texts?: Partial<PaginationTexts>;
  /** A class name per part, for a host that restyles it (the widget). */
  classNames?: SlotClassNames<PaginationSlot>;
}

/** Page links in a labelled nav landmark; the current page carries aria-current="page". */
export function Pagination({ page, totalPages, hrefFor, onNavigate, siblings, texts = {}, classNames = {} }: PaginationProps) {
  const { t } = useCachedTranslation();
  const { items, previous, next } = usePagination({ page, totalPages, siblings });
  if (totalPages <= 1) return null;

  const goTo = texts.goToPage ?? ((n: number) => t('listing.goToPage', { n }));
  const click = (n: number) => (onNavigate ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(n, event) : undefined);
  const arrow = (target: number | null, slot: 'previous' | 'next', text: string, symbol: string) => (
    <li className={cx(classNames.item, classNames[slot])}>
      {target === null ? (
        // At the ends the arrow stays as a visual placeholder (the row does not jump) but is
        // hidden from screen readers: a link that goes nowhere is noise.
        <span className={styles.disabled} aria-hidden="true">
          {slot === 'previous' ? symbol : null}
          <span className={styles.arrowText}>{text}</span>
          {slot === 'next' ? symbol : null}
        </span>
      ) : (
        <AppLink href={hrefFor(target)} rel={slot === 'previous' ? 'prev' : 'next'} aria-label={text}
          className={cx(styles.link, classNames.link)} onClick={click(target)}>
          {slot === 'previous' ? <span aria-hidden="true">{symbol}</span> : null}
          <span className={styles.arrowText} aria-hidden="true">{text}</span>
          {slot === 'next' ? <span aria-hidden="true">{symbol}</span> : null}
        </AppLink>
      )}
    </li>
  );

  return (
    <nav aria-label={texts.label ?? t('listing.pagination')} className={cx(styles.root, classNames.root)}>
      <ul className={cx(styles.list, classNames.list)}>
        {arrow(previous, 'previous', texts.previous ?? t('listing.prev'), '‹')}
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={cx(styles.ellipsis, classNames.item, classNames.ellipsis)} aria-hidden="true">…</li>
          ) : (
            <li key={item.page} className={classNames.item}>
              <AppLink
                href={hrefFor(item.page)}
                aria-label={goTo(item.page)}
                aria-current={item.current ? 'page' : undefined}
                className={item.current ? cx(styles.current, classNames.current) : cx(styles.link, classNames.link)}
                onClick={click(item.page)}
              >
                {item.page}
              </AppLink>
            </li>
          ),
        )}
        {arrow(next, 'next', texts.next ?? t('listing.next'), '›')}
      </ul>
    </nav>
  );
}
