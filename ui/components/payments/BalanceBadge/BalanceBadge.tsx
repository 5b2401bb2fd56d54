import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { cx } from '../../internal/cx';
import { formatNumber } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { AppLink } from '../../LinkProvider';
import { VisuallyHidden } from '../../VisuallyHidden';
import { PK } from '../internal/keys';
import styles from './BalanceBadge.module.css';

export interface BalanceBadgeProps {
  /** LoveCoins; undefined while loading or unknown (useBalance). */
  balance: number | undefined;
  loading?: boolean;
  /** The payments page: the badge becomes a link to it (buy coins, packages). */
  href?: string;
  /** `header`: a compact pill; `account`: the balance as a heading-sized figure. */
  variant?: 'header' | 'account';
  className?: string;
}

/** §3 "my balance": the LoveCoins balance, in the header and the account areas. */
export function BalanceBadge({ balance, loading = false, href, variant = 'header', className }: BalanceBadgeProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const known = typeof balance === 'number';
  const amount = known ? t(PK.coins, { count: balance }) : '…';
  // A phone's header shows the figure only (the CSS draws it from here); the words stay for screen readers.
  const figure = known && variant === 'header' ? formatNumber(balance, locale) : undefined;
  const content = (
    <>
      <span className={styles.coin} aria-hidden="true" />
      {variant === 'header' ? <VisuallyHidden>{t(PK.balance)}: </VisuallyHidden> : <span className={styles.label}>{t(PK.balance)}</span>}
      <span className={styles.amount} data-figure={figure}>{amount}</span>
    </>
  );
  const props = {
    className: cx(styles.root, styles[variant], className),
    'aria-busy': loading || !known ? true : undefined,
  };
  return href ? <AppLink href={href} {...props}>{content}</AppLink> : <span {...props}>{content}</span>;
}
