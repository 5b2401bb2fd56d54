import { useId } from 'react';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { PackageType } from '@portal/sdk';
import { ButtonLink } from '../../Button';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { VerifiedBadge } from '../VerifiedBadge';
import styles from './AccountSummary.module.css';

/** How the state reads at a glance: live, waiting for the moderators, or not shown to visitors. */
export type SummaryTone = 'active' | 'moderating' | 'draft' | 'inactive';

export interface SummaryPackage {
  /** TOP or VIP held now, null for none. */
  type: PackageType | null;
  validUntil: string | null;
}

export interface AccountSummaryProps {
  name: string;
  /** The page's own heading already names it (a business dashboard's h1): no second heading then. */
  nameInHeading?: boolean;
  /** The main photo (shown about 96 x 128); the name's initial stands in without one. */
  photo: string | null;
  /** The state in the owner's words ("Active", "On moderation", "Draft", "Deactivated"). */
  stateLabel: string;
  stateTone: SummaryTone;
  verified?: boolean;
  /** The package held now; undefined while it loads (the row waits), omitted with `packageHref` absent. */
  pack?: SummaryPackage;
  /** The payments page: "Extend <package>" when one is held, "Buy TOP or VIP" otherwise. */
  packageHref?: string;
  /** Questionnaire steps completed of all of them; the bar is left out when unknown. */
  completeness?: { done: number; total: number } | null;
  /** Views of the last seven days; left out when the data has none. */
  viewsWeek?: number | null;
  /** The owner's controls under the figures (visibility switch, verification request). */
  children?: ReactNode;
  className?: string;
}

/**
 * The top of a dashboard (model or business): the main photo, the name with "Verified" once, the
 * state, the package with its end date and the one action on it, the questionnaire's completeness
 * as a bar and the week's views. Presentational: the page reads the figures.
 */
export function AccountSummary({
  name, nameInHeading = false, photo, stateLabel, stateTone, verified = false, pack, packageHref, completeness, viewsWeek, children, className,
}: AccountSummaryProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const id = useId();
  const percent = completeness && completeness.total > 0 ? Math.round((completeness.done / completeness.total) * 100) : 0;
  const Root = nameInHeading ? 'div' : 'section';
  return (
    <Root className={cx(styles.root, className)} aria-labelledby={nameInHeading ? undefined : `${id}-name`} data-testid="account-summary">
      <div className={styles.photo}>
        {photo ? (
          <img src={photo} alt="" width={96} height={128} decoding="async" className={styles.image} />
        ) : (
          <span className={styles.initial} aria-hidden="true">{name.charAt(0)}</span>
        )}
      </div>
      <div className={styles.body}>
        {nameInHeading && !verified ? null : (
          <div className={styles.head}>
            {nameInHeading ? null : <h2 id={`${id}-name`} className={styles.name}><bdi>{name}</bdi></h2>}
            {verified ? <VerifiedBadge /> : null}
          </div>
        )}
        <p className={cx(styles.state, styles[stateTone])} data-testid="profile-state">{stateLabel}</p>
        <dl className={styles.facts}>
          {packageHref ? (
            <div className={styles.fact}>
              <dt>{t('editor.summary.package')}</dt>
              <dd className={styles.packageRow}>
                {pack === undefined ? <span aria-busy="true">{t('common.loading')}</span> : (
                  <span data-testid="summary-package">
                    {pack.type ? (
                      <>
                        <strong className={cx(styles.tier, styles[pack.type])}>{pack.type}</strong>
                        {pack.validUntil ? ` ${t('editor.payments.validUntil', { date: formatDate(pack.validUntil, locale) })}` : null}
                      </>
                    ) : t('editor.summary.noPackage')}
                  </span>
                )}
                <ButtonLink href={packageHref} size="small" variant={pack?.type ? 'secondary' : 'primary'}>
                  {pack?.type ? t('editor.payments.extend', { package: pack.type }) : t('editor.business.promote')}
                </ButtonLink>
              </dd>
            </div>
          ) : null}
          {completeness ? (
            <div className={styles.fact}>
              <dt id={`${id}-complete`}>{t('editor.summary.completeness')}</dt>
              <dd className={styles.progressRow}>
                <div
                  role="progressbar" aria-labelledby={`${id}-complete`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
                  aria-valuetext={t('editor.business.stepsDone', { done: completeness.done, total: completeness.total })}
                  className={styles.bar}
                >
                  <span className={styles.fill} style={{ inlineSize: `${percent}%` }} />
                </div>
                <span className={styles.muted}>{t('editor.business.stepsDone', { done: completeness.done, total: completeness.total })}</span>
              </dd>
            </div>
          ) : null}
          {typeof viewsWeek === 'number' ? (
            <div className={styles.fact}>
              <dt>{t('editor.summary.viewsWeek')}</dt>
              <dd className={styles.figure} data-testid="summary-views">{viewsWeek.toLocaleString(locale)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {children ? <div className={styles.controls}>{children}</div> : null}
    </Root>
  );
}
