import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { Service } from '@portal/sdk';
import { durationText } from '../internal/duration';
import { cx } from '../internal/cx';
import { formatMoney } from '../internal/format';
import { useIntlLocale } from '../internal/useIntlLocale';
import styles from './ServicesList.module.css';

export interface ServicesListProps {
  /** Services offered at an extra price (the price shows beside each). */
  additional: readonly Service[];
  /** Services included in the rate. */
  inclusive: readonly Service[];
  /** Services the profile does not offer. */
  taboo: readonly Service[];
  /** Currency code of the services' prices (the profile's currency). */
  currency?: string | null;
  /** Level of the groups' headings, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Additional (extra charge), included and taboo services; only services marked as offered. */
export function ServicesList({ additional, inclusive, taboo, currency, headingLevel = 3, className }: ServicesListProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const Heading = `h${headingLevel}` as const;
  const groups = [
    { key: 'servicesInclusive', items: inclusive, kind: 'inclusive' },
    { key: 'servicesAdditional', items: additional, kind: 'additional' },
    { key: 'servicesTaboo', items: taboo, kind: 'taboo' },
  ] as const;
  return (
    <div className={cx(styles.root, className)}>
      {groups.map(({ key, items, kind }) => {
        const offered = items.filter((s) => s.check);
        if (offered.length === 0) return null;
        return (
          <section key={key} className={cx(styles.group, kind === 'taboo' && styles.taboo)}>
            <Heading className={styles.heading}>{t(`profile.${key}`)}</Heading>
            <ul className={styles.list}>
              {offered.map((service) => (
                <li key={service.id} className={styles.item}>
                  <span className={styles.title}><bdi>{service.title}</bdi></span>
                  {kind === 'additional' && service.summary !== null && currency ? (
                    <span className={styles.price}>
                      {formatMoney(service.summary, currency, locale)}
                      {service.time ? ` / ${durationText(service.time, t)}` : ''}
                    </span>
                  ) : null}
                  {service.description ? <span className={styles.note}><bdi>{service.description}</bdi></span> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
