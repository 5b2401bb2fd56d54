import { useId } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { DashboardProfile } from '@portal/sdk';
import { canSwitchStatus, dashboardStateOf, isPromotable } from '../../features/business';
import { currentPackage } from '@portal/sdk';
import { Badges, badgesOf } from '../../Badges';
import { ButtonLink } from '../../Button';
import { StatusSwitch } from '../../editor';
import { cx } from '../../internal/cx';
import { SponsoredLabel } from '../../SponsoredLabel';
import { VisuallyHidden } from '../../VisuallyHidden';
import { BK } from '../internal/keys';
import styles from './BusinessDashboard.module.css';

export interface DashboardRowProps {
  profile: DashboardProfile;
  editHref: string;
  /** The model's page in the business area (/business/individual/{id}). */
  viewHref: string;
  /** Buying TOP or VIP for this model (/business/payments?profile_id={id}); shown only when visitors can see her. */
  promoteHref: string;
  /** Resolves once the status changed (the page calls change-status). */
  onChangeStatus: (profile: DashboardProfile, active: boolean) => Promise<unknown> | unknown;
}

/** One model of the business: photo, name, badges, state and its actions (view, edit, promote, activate / deactivate). */
export function DashboardRow({ profile, editHref, viewHref, promoteHref, onChangeStatus }: DashboardRowProps) {
  const { t } = useCachedTranslation();
  const nameId = useId();
  const state = dashboardStateOf(profile);
  const sponsored = currentPackage(profile.statuses);
  return (
    <article className={styles.row} aria-labelledby={nameId}>
      <div className={styles.photo}>
        {profile.main_image ? (
          <img src={profile.main_image.image} alt="" width={72} height={96} loading="lazy" decoding="async" className={styles.image} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">{profile.name.charAt(0)}</span>
        )}
      </div>
      <div className={styles.info}>
        <h4 id={nameId} className={styles.name}><bdi>{profile.name}</bdi></h4>
        <p className={styles.meta}>
          <span>{t(BK.age, { count: profile.age })}</span>
          <span><bdi>{profile.city.title}</bdi></span>
          <span className={cx(styles.state, styles[state])}>{t(BK.state(state))}</span>
        </p>
        <div className={styles.tags}>
          <Badges badges={badgesOf(profile.statuses)} />
          {sponsored ? <SponsoredLabel package={sponsored} /> : null}
          {/* §1 incognito models are shown anonymously to visitors; the business sees who they are. */}
          {profile.incognito ? <span className={styles.incognito} title={t(BK.incognitoHint)}>{t(BK.incognito)}</span> : null}
        </div>
      </div>
      <div className={styles.actions}>
        {/* Each word plus the name for screen readers: the visible word stays part of the accessible name. */}
        <ButtonLink href={viewHref} variant="secondary" size="small">
          {t(BK.view)}{' '}
          <VisuallyHidden>{profile.name}</VisuallyHidden>
        </ButtonLink>
        <ButtonLink href={editHref} variant="secondary" size="small">
          {t('common.edit')}{' '}
          <VisuallyHidden>{profile.name}</VisuallyHidden>
        </ButtonLink>
        {/* Promotion only for what visitors can see (not drafts, moderation or switched-off profiles). */}
        {/* A quiet action per row: the dashboard's one filled action is its own package, in the summary. */}
        {isPromotable(profile) ? (
          <ButtonLink href={promoteHref} size="small" variant="ghost" className={styles.promote}>
            {t(BK.promote)}{' '}
            <VisuallyHidden>{profile.name}</VisuallyHidden>
          </ButtonLink>
        ) : null}
        {canSwitchStatus(profile) ? (
          <StatusSwitch active={profile.is_active === 1} onChange={(next) => onChangeStatus(profile, next)} />
        ) : null}
      </div>
    </article>
  );
}
