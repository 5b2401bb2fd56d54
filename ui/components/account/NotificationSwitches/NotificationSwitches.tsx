import { Switch } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { NotificationPreferences } from '@portal/sdk';
import { cx } from '../../internal/cx';
import { FormAlert } from '../internal/FormAlert';
import styles from './NotificationSwitches.module.css';

/** Each preference and its label (the editor section's texts: the account area loads them). */
const PREFERENCES = [
  { key: 'new_models', label: 'editor.account.notifications.newModelsSwitch' },
  { key: 'review_replies', label: 'editor.account.notifications.reviewRepliesSwitch' },
] as const satisfies ReadonlyArray<{ key: keyof NotificationPreferences; label: string }>;

export interface NotificationSwitchesProps {
  /** What the server holds (`GET /api/account/settings`' `notifications`). */
  value: NotificationPreferences;
  /** Saves the whole preferences (`client.settings.update({ notifications })`); rejects on failure. */
  onChange: (next: NotificationPreferences) => Promise<unknown>;
  /** Level of the group's heading, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * What the account is told about, as switches ("Notify me about new models" was text):
 * each flips at once and is saved on its own (no form to submit); a failed save puts the switch
 * back and says why. Radix Switch: a button with role="switch" and aria-checked, named by its label.
 */
export function NotificationSwitches({ value, onChange, headingLevel = 2, className }: NotificationSwitchesProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [shown, setShown] = useState(value);
  const [status, setStatus] = useState<Status>('idle');
  // Only the latest save decides what is shown: an earlier answer arriving late changes nothing.
  const latest = useRef(0);
  const saving = useRef(false);
  // The server's value when it changes (a save's answer, a refetch), unless a save is on its way.
  useEffect(() => {
    if (!saving.current) setShown(value);
  }, [value]);

  const change = async (key: keyof NotificationPreferences, checked: boolean) => {
    const next = { ...shown, [key]: checked };
    const call = ++latest.current;
    saving.current = true;
    setShown(next);
    setStatus('saving');
    try {
      await onChange(next);
      if (call === latest.current) setStatus('saved');
    } catch {
      if (call !== latest.current) return;
      setShown(value);
      setStatus('failed');
    } finally {
      if (call === latest.current) saving.current = false;
    }
  };

  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`} aria-busy={status === 'saving' || undefined}>
      <Heading id={`${id}-title`} className={styles.title}>{t('editor.account.notifications.settings')}</Heading>
      <ul className={styles.list}>
        {PREFERENCES.map(({ key, label }) => (
          <li key={key} className={styles.row}>
            <label htmlFor={`${id}-${key}`} className={styles.label}>{t(label)}</label>
            <Switch.Root
              id={`${id}-${key}`}
              className={styles.switch}
              checked={shown[key]}
              onCheckedChange={(checked) => void change(key, checked)}
            >
              <Switch.Thumb className={styles.thumb} />
            </Switch.Root>
          </li>
        ))}
      </ul>
      {/* Kept in the page so screen readers announce each change of what it says. */}
      <div>
        {status === 'failed' ? (
          <FormAlert tone="error">{t('editor.account.notifications.failed')}</FormAlert>
        ) : (
          <p role="status">{status === 'saved' ? t('editor.account.saved') : ''}</p>
        )}
      </div>
    </section>
  );
}
