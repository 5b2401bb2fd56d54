import type { Badge } from '@portal/sdk';
import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { VisuallyHidden } from '../VisuallyHidden';
import type { ExtraMarker, TierMarker } from './markersOf';
import styles from './CardMarkers.module.css';

export interface CardMarkersProps {
  tier: TierMarker | null;
  extra?: ExtraMarker | null;
  /** The sentence a screen reader hears for a paid card ("Sponsored: this profile paid for a VIP placement"). */
  sponsoredText?: string;
  /** Overrides of the marker texts (default: the catalog's `listing.badges.*`). */
  texts?: Partial<Record<Badge, string>>;
  className?: string;
}

/**
 * The markers on a card's photo: one tier marker (VIP or TOP) and at most one more (NEW or IND),
 * each about 20 px high in 11 px capitals. A paid card is still announced as sponsored to screen
 * readers, in visually hidden text, where the zone above carries the visible disclosure.
 */
export function CardMarkers({ tier, extra = null, sponsoredText, texts, className }: CardMarkersProps) {
  const { t } = useCachedTranslation();
  if (!tier && !extra) return null;
  const text = (badge: Badge) => texts?.[badge] ?? t(`listing.badges.${badge}`);
  return (
    <ul className={cx(styles.root, className)}>
      {tier ? (
        <li className={cx(styles.marker, styles[tier])}>
          {text(tier)}
          {sponsoredText ? <VisuallyHidden>{` ${sponsoredText}`}</VisuallyHidden> : null}
        </li>
      ) : null}
      {extra ? <li className={cx(styles.marker, styles.extra)}>{text(extra)}</li> : null}
    </ul>
  );
}
