import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { AccountSettings } from '../account-area/AccountSettings';
import { ComingSoonPanel } from '../profile-area/OtherPanels';
import { BusinessFrame } from './BusinessFrame';

/** /business/messages (§2's coming-soon page) and /business/settings, tabs of the business account. */
export function BusinessTabPage({ tab }: { tab: 'messages' | 'settings' }) {
  const { t } = useCachedTranslation();
  return (
    <BusinessFrame title={t(`editor.tabs.${tab}`)} tab={tab}>
      {tab === 'messages' ? <ComingSoonPanel textKey="pages.comingSoon.messages" /> : <AccountSettings />}
    </BusinessFrame>
  );
}
