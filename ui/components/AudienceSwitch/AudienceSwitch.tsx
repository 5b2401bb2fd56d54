import styles from './AudienceSwitch.module.css';

export interface AudienceSwitchItem {
  /** The audience's own page (its sign-up route). */
  href: string;
  label: string;
  current: boolean;
}

export interface AudienceSwitchProps {
  /** What the choice is about: the navigation's accessible name. */
  label: string;
  items: readonly AudienceSwitchItem[];
  className?: string;
}

/**
 * A segmented switch between sibling pages (the sign-up of a client, a model, a business): plain
 * links, the current one marked with aria-current, so it works without script and reads as
 * navigation.
 */
export function AudienceSwitch({ label, items, className }: AudienceSwitchProps) {
  return (
    <nav aria-label={label} className={[styles.switch, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <a href={item.href} className={styles.link} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
