import { useCachedTranslation } from '../internal/useCachedTranslation';
import { ButtonLink, Button } from '../Button';
import { cx } from '../internal/cx';
import styles from './ContactReveal.module.css';
import { maskedPhone, phoneText, telegramHref, telHref, whatsappHref } from './contactLinks';
import type { Phone } from './contactLinks';
import { usePhoneReveal } from './usePhoneReveal';

export interface ContactRevealProps {
  phone: Phone | null;
  whatsapp?: Phone | null;
  telegram?: string | null;
  /** Called once when the visitor reveals the number (for statistics). */
  onReveal?: () => void;
  className?: string;
}

/**
 * Contacts: the phone number stays masked until a click (keeps scrapers off and counts real
 * interest); then it becomes a tel: link and takes the focus, since the button is gone.
 */
export function ContactReveal({ phone, whatsapp, telegram, onReveal, className }: ContactRevealProps) {
  const { t } = useCachedTranslation();
  const { revealed, reveal, phoneLink } = usePhoneReveal(onReveal);
  return (
    <div className={cx(styles.root, className)}>
      {phone ? (
        revealed ? (
          <a ref={phoneLink} className={styles.phone} href={telHref(phone)}>
            <span aria-hidden="true">☎</span>
            {phoneText(phone)}
          </a>
        ) : (
          <div className={styles.links}>
            <span className={styles.masked} aria-hidden="true">{maskedPhone(phone)}</span>
            <Button onClick={reveal}>{t('profile.showPhone')}</Button>
          </div>
        )
      ) : null}
      {whatsapp || telegram ? (
        <div className={styles.links}>
          {whatsapp ? (
            <ButtonLink variant="secondary" href={whatsappHref(whatsapp)} rel="nofollow noopener noreferrer">
              {t('profile.whatsapp')}
            </ButtonLink>
          ) : null}
          {telegram ? (
            <ButtonLink variant="secondary" href={telegramHref(telegram)} rel="nofollow noopener noreferrer">
              {t('profile.telegram')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
