import { useCachedTranslation } from '../internal/useCachedTranslation';
import { Button, ButtonLink } from '../Button';
import { cx } from '../internal/cx';
import styles from './BuyThisPlace.module.css';

export interface BuyThisPlaceProps {
  /** Where buying starts (the packages page, or login for guests). A button when absent. */
  href?: string;
  onClick?: () => void;
  /** Optional text above the action, such as what the place includes. */
  hint?: string;
  /** The action's text when it is not buying itself ("Buy this place" by default). */
  label?: string;
  className?: string;
}

/** The "Buy this place" call to action of the profile page (TOP/VIP placements). */
export function BuyThisPlace({ href, onClick, hint, label: text, className }: BuyThisPlaceProps) {
  const { t } = useCachedTranslation();
  const label = text ?? t('profile.buyPlace');
  return (
    <div className={cx(styles.root, className)}>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {href ? (
        <ButtonLink href={href} onClick={onClick}>{label}</ButtonLink>
      ) : (
        <Button onClick={onClick}>{label}</Button>
      )}
    </div>
  );
}
