import { useId } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Business, DashboardProfile } from '@portal/sdk';
import { DASHBOARD_GROUPS, groupDashboardProfiles } from '../../features/business';
import type { DashboardGroup } from '../../features/business';
import { ButtonLink } from '../../Button';
import { cx } from '../../internal/cx';
import { FreeAdvertisingBanner } from '../FreeAdvertisingBanner';
import { BK } from '../internal/keys';
import { DashboardRow } from './DashboardRow';
import styles from './BusinessDashboard.module.css';

export interface BusinessDashboardProps {
  /** GET /api/business/{id}: `data` (for the free-advertising banner). */
  business: Pick<Business, 'name' | 'free_advertising_until'>;
  /** GET /api/business/{id}: `profiles`, in any order (grouped and sorted here). */
  profiles: readonly DashboardProfile[];
  /** The model's editor (/business/individual_edit?id=…): the same editor as the model's own. */
  editHref: (profile: DashboardProfile) => string;
  /** The model's page in the business area (/business/individual/{id}). */
  viewHref: (profile: DashboardProfile) => string;
  /** Buying TOP or VIP for the model (/business/payments?profile_id=…). */
  promoteHref: (profile: DashboardProfile) => string;
  /** The add-model page (/business/add_model_business), and the same with incognito set. */
  addModelHref: string;
  addIncognitoHref: string;
  /** After the confirmation question: change-status activate / deactivate (useBusinessDashboard().changeStatus). */
  onChangeStatus: (profile: DashboardProfile, active: boolean) => Promise<unknown> | unknown;
  /** The moment the free-advertising check compares with (the request time on the server). */
  now?: Date | number;
  className?: string;
}

/**
 * §4 the business dashboard: the business's models in three groups (active, on moderation,
 * deactivated = drafts plus switched off), each with its count and VIP first, then TOP; each model
 * with its badges, state and actions; adding a model or an incognito one; the free-advertising
 * banner while it lasts.
 */
export function BusinessDashboard({
  business, profiles, editHref, viewHref, promoteHref, addModelHref, addIncognitoHref, onChangeStatus, now, className,
}: BusinessDashboardProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const groups = groupDashboardProfiles(profiles);
  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`}>
      <FreeAdvertisingBanner until={business.free_advertising_until} now={now} />
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>{t(BK.models)}</h2>
        <div className={styles.add}>
          <ButtonLink href={addModelHref} size="small">{t(BK.addModel)}</ButtonLink>
          <ButtonLink href={addIncognitoHref} size="small" variant="secondary" aria-describedby={`${id}-incognito`}>
            {t(BK.addIncognito)}
          </ButtonLink>
        </div>
        <p id={`${id}-incognito`} className={styles.hint}>{t(BK.incognitoHint)}</p>
      </div>
      {DASHBOARD_GROUPS.map((group) => (
        <Group key={group} group={group} profiles={groups[group]} links={{ editHref, viewHref, promoteHref }} onChangeStatus={onChangeStatus} />
      ))}
    </section>
  );
}

type RowLinks = Pick<BusinessDashboardProps, 'editHref' | 'viewHref' | 'promoteHref'>;

function Group({ group, profiles, links, onChangeStatus }: {
  group: DashboardGroup;
  profiles: readonly DashboardProfile[];
  links: RowLinks;
  onChangeStatus: BusinessDashboardProps['onChangeStatus'];
}) {
  const { t } = useCachedTranslation();
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {t(BK.group(group))}{' '}
        <span className={styles.count}>{t(BK.modelsCount, { count: profiles.length })}</span>
      </h3>
      {profiles.length === 0 ? (
        <p className={styles.empty}>{t(BK.groupEmpty)}</p>
      ) : (
        <ul className={styles.list}>
          {profiles.map((profile) => (
            <li key={profile.id}>
              <DashboardRow
                profile={profile} editHref={links.editHref(profile)} viewHref={links.viewHref(profile)}
                promoteHref={links.promoteHref(profile)} onChangeStatus={onChangeStatus}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
