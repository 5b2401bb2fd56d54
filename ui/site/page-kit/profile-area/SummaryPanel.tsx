import { useCachedTranslation } from '../../../components/internal/useCachedTranslation';
import { MODERATION_MAX_HOURS } from '@portal/sdk';
import type { Profile } from '@portal/sdk';
import { PROGRESS_LABEL_KEYS, editorValuesFromProfile, galleryCount, questionnaireProgress } from '../../../features/editor';
import { usePortalClient } from '@portal/sdk/react';
import { StatusSwitch, VerificationRequest, VerifiedBadge, statusAction } from '../../../components/editor';
import type { VerificationState } from '../../../components/editor';
import styles from './profile-area.module.css';

/** The owner's word for the profile's state: deactivated is an active profile switched off. */
const stateKey = (p: Profile) => `editor.business.state.${p.status === 'active' && p.is_active === 0 ? 'inactive' : p.status}`;

const verificationOf = (p: Profile): VerificationState =>
  p.statuses.is_verified ? 'verified' : p.verification_requested ? 'requested' : 'none';

export interface SummaryPanelProps {
  profile: Profile;
  /** Reloads the profile after a change. */
  onChanged: () => unknown;
}

/** §4 the own profile at a glance: state, questionnaire progress, visibility switch, verification. */
export function SummaryPanel({ profile, onChanged }: SummaryPanelProps) {
  const { t } = useCachedTranslation();
  const client = usePortalClient();
  const progress = questionnaireProgress(editorValuesFromProfile(profile), {
    photoCount: galleryCount(profile.images), status: profile.status, isFinal: profile.is_final, visited: [],
  });
  const verification = verificationOf(profile);
  return (
    <div className={styles.card}>
      <div className={styles.row}>
        <h2 className={styles.title}>{profile.name}</h2>
        {verification === 'verified' ? <VerifiedBadge /> : null}
      </div>
      <dl className={styles.row}>
        <div className={styles.pair}>
          <dt>{t('editor.overview.status')}</dt>
          <dd data-testid="profile-state">{t(stateKey(profile))}</dd>
        </div>
        <div className={styles.pair}>
          <dt>{t('editor.overview.questionnaire')}</dt>
          <dd data-testid="profile-progress">{t(PROGRESS_LABEL_KEYS[progress])}</dd>
        </div>
      </dl>
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
      <VerificationRequest
        state={verification}
        onSubmit={async (text) => {
          await client.profiles.requestVerification({ profile_id: profile.id, verification_request: text });
          await onChanged();
        }}
      />
    </div>
  );
}
