import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { MODERATION_MAX_HOURS, WEEK_DAYS } from '@portal/sdk';
import type { Profile } from '@portal/sdk';
import { PROGRESS_LABEL_KEYS, editorValuesFromProfile, galleryCount, questionnaireCompleteness, questionnaireProgress } from '@portal/components/features/editor';
import { useCurrentPackage } from '@portal/components/features/payments';
import { usePortalClient } from '@portal/sdk/react';
import { AccountSummary, StatusSwitch, VerificationRequest, statusAction } from '@portal/components/editor';
import type { SummaryTone, VerificationState } from '@portal/components/editor';
import { useServices } from '../../data/use-services';
import { pagePath } from '../../shell/paths';
import type { ParamFreeRouteId } from '../../shell/paths';
import styles from './profile-area.module.css';

/** The owner's word for the profile's state: deactivated is an active profile switched off. */
const toneOf = (p: Profile): SummaryTone => (p.status === 'active' && p.is_active === 0 ? 'inactive' : p.status);

const verificationOf = (p: Profile): VerificationState =>
  p.statuses.is_verified ? 'verified' : p.verification_requested ? 'requested' : 'none';

/** Views of the last seven days the owner's statistics hold (oldest first, so the tail). */
export const viewsThisWeek = (p: Profile): number | null =>
  p.statistics ? p.statistics.slice(-WEEK_DAYS.length).reduce((sum, day) => sum + day.views, 0) : null;

export interface SummaryPanelProps {
  profile: Profile;
  /** The area's payments page: Extend or buy TOP/VIP goes there. */
  paymentsRoute: ParamFreeRouteId;
  /** Reloads the profile after a change. */
  onChanged: () => unknown;
}

/**
 * §4 the own profile at a glance: photo, state, package with its end date, questionnaire
 * completeness and the week's views; then moderation notes, the visibility switch and, until the
 * profile is verified, the verification request ("Verified" is said once, in the summary).
 */
export function SummaryPanel({ profile, paymentsRoute, onChanged }: SummaryPanelProps) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const client = usePortalClient();
  const held = useCurrentPackage({ profile_id: profile.id }).current;
  const values = editorValuesFromProfile(profile);
  const ctx = { photoCount: galleryCount(profile.images), status: profile.status, isFinal: profile.is_final, visited: [] };
  const progress = questionnaireProgress(values, ctx);
  const verification = verificationOf(profile);
  const tone = toneOf(profile);
  return (
    <AccountSummary
      name={profile.name} photo={profile.images.main_slide?.image ?? null}
      stateLabel={t(`editor.business.state.${tone}`)} stateTone={tone} verified={verification === 'verified'}
      pack={held ? { type: held.type, validUntil: held.valid_until } : undefined} packageHref={pagePath(paymentsRoute, locale)}
      completeness={questionnaireCompleteness(values, ctx)} viewsWeek={viewsThisWeek(profile)}
    >
      <p className={styles.pair}>
        <span className={styles.muted}>{t('editor.overview.questionnaire')}</span>{' '}
        <span data-testid="profile-progress">{t(PROGRESS_LABEL_KEYS[progress])}</span>
      </p>
      {profile.status === 'moderating' ? (
        <p role="status" className={styles.notice}>{t('editor.moderationPending', { count: MODERATION_MAX_HOURS })}</p>
      ) : null}
      {profile.moderation_message ? (
        <div className={styles.notice}>
          <p>{t('editor.moderationInfo')}</p>
          <p>{profile.moderation_message}</p>
        </div>
      ) : null}
      <StatusSwitch
        active={profile.is_active === 1}
        disabled={profile.status !== 'active'}
        onChange={async (next) => {
          await client.profiles.changeStatus(profile.id, { action: statusAction(next) });
          await onChanged();
        }}
      />
      {verification === 'verified' ? null : (
        <VerificationRequest
          state={verification}
          onSubmit={async (text) => {
            await client.profiles.requestVerification({ profile_id: profile.id, verification_request: text });
            await onChanged();
          }}
        />
      )}
    </AccountSummary>
  );
}
