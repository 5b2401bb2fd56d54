import { useCachedTranslation } from '../internal/useCachedTranslation';
import { telegramHref, telHref, whatsappHref, phoneText } from '../ContactReveal/contactLinks';
import type { Phone } from '../ContactReveal/contactLinks';
import { cx } from '../internal/cx';
import styles from './ContactBar.module.css';
import { usePhoneReveal } from '../ContactReveal/usePhoneReveal';

export interface ContactBarProps {
  /** Whose contacts (the bar's name). */
  name: string;
  /** The phone number, revealed on a tap; null: no call action (and with no chat either, no bar). */
  phone: Phone | null;
  /** A WhatsApp number: a chat link beside the call. */
  whatsapp?: Phone | null;
  /** A Telegram handle: a chat link beside the call. */
  telegram?: string | null;
  /** Called once when the visitor reveals the number (as ContactReveal). */
  onReveal?: () => void;
  className?: string;
}

/**
 * A phone's contact bar (beyond the spec): fixed to the bottom of the screen below 768 px, so the
 * contact actions stay in reach while the visitor scrolls the profile; on wider screens the
 * contacts beside the photos do this job and the bar is not shown. As in ContactReveal, the number
 * stays hidden until "Call" is pressed; then the button becomes a tel: link and takes the focus.
 * While it is on the page, the page ends the bar's height later (its CSS), so the bar never covers
 * the page's end, the footer's last line included.
 */
export function ContactBar({ name, phone, whatsapp, telegram, onReveal, className }: ContactBarProps) {
  const { t } = useCachedTranslation();
  const { revealed, reveal, phoneLink } = usePhoneReveal(onReveal);
  if (!phone && !whatsapp && !telegram) return null;
  return (
    <>
      <aside className={cx(styles.bar, className)} aria-label={t('visitor.contact.bar', { name })}>
        {phone ? (
          revealed ? (
            <a ref={phoneLink} className={cx(styles.action, styles.primary)} href={telHref(phone)}>
              <span aria-hidden="true">☎</span>
              <span className={styles.number}>{phoneText(phone)}</span>
            </a>
          ) : (
            <button type="button" className={cx(styles.action, styles.primary)} onClick={reveal}>
              <span aria-hidden="true">☎</span>
              {t('visitor.contact.call')}
            </button>
          )
        ) : null}
        {whatsapp ? (
          <a className={styles.action} href={whatsappHref(whatsapp)} rel="nofollow noopener noreferrer" aria-label={t('profile.whatsapp')}>
            WhatsApp
          </a>
        ) : null}
        {telegram ? (
          <a className={styles.action} href={telegramHref(telegram)} rel="nofollow noopener noreferrer" aria-label={t('profile.telegram')}>
            Telegram
          </a>
        ) : null}
      </aside>
    </>
  );
}
