import type { ChangeEvent } from 'react';
import { cx } from '../internal/cx';
import styles from './FilterPanel.module.css';
import { useFilterContext } from './texts';

const toId = (event: ChangeEvent<HTMLSelectElement>) => (event.target.value ? Number(event.target.value) : undefined);

/**
 * Country, then city, as native selects: the platform's own picker on phones, fully keyboard and
 * screen-reader accessible, and nothing to download. Changing the country clears the city.
 */
export function LocationFields() {
  const { value, options, change, text, classNames, idPrefix } = useFilterContext();
  const country = options.countries.find((c) => c.id === value.country_id);
  const cities = country?.cities ?? [];
  return (
    <div className={styles.location}>
      <div className={cx(styles.field, classNames.field)}>
        <label htmlFor={`${idPrefix}-country`} className={cx(styles.label, classNames.label)}>{text('country')}</label>
        <select
          id={`${idPrefix}-country`}
          className={cx(styles.select, classNames.select)}
          value={value.country_id ?? ''}
          onChange={(e) => change({ country_id: toId(e), city_id: undefined })}
        >
          <option value="">{text('any')}</option>
          {options.countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
      </div>
      <div className={cx(styles.field, classNames.field)}>
        <label htmlFor={`${idPrefix}-city`} className={cx(styles.label, classNames.label)}>{text('city')}</label>
        <select
          id={`${idPrefix}-city`}
          className={cx(styles.select, classNames.select)}
          value={value.city_id ?? ''}
          disabled={!country}
          onChange={(e) => change({ city_id: toId(e) })}
        >
          <option value="">{text('any')}</option>
          {cities.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
      </div>
    </div>
  );
}
