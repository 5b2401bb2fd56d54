import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import type { ButtonVariant } from '../../Button/Button';

export interface LogoutButtonProps {
  /** `() => useSession().logout()`: clears this tab and every other one (§4). */
  onLogout: () => void;
  variant?: ButtonVariant;
  className?: string;
}

export function LogoutButton({ onLogout, variant = 'ghost', className }: LogoutButtonProps) {
  const { t } = useCachedTranslation();
  return <Button variant={variant} className={className} onClick={onLogout}>{t('nav.logout')}</Button>;
}
