import { BUSINESS_TYPES } from '@portal/sdk';
import type { ProfileFilters } from '@portal/sdk';
import { cx } from '../internal/cx';
import styles from './FilterPanel.module.css';
import { useFilterContext } from './texts';

const MEETING_PLACES = ['incall', 'outcall'] as const;

/** Incall or outcall (one or any), as radio buttons. */
export function IncallOutcallField() {
  const { value, change, text, classNames, idPrefix } = useFilterContext();
  const name = `${idPrefix}-incall_outcall`;
  const choices: Array<ProfileFilters['incall_outcall']> = [undefined, ...MEETING_PLACES];
  return (
    <fieldset className={cx(styles.fieldset, classNames.field)}>
      <legend className={cx(styles.label, classNames.label)}>{text('incall_outcall')}</legend>
      <div className={styles.radios}>
        {choices.map((choice) => (
          <label key={choice ?? 'any'} className={cx(styles.checkbox, classNames.checkbox)}>
            <input
              type="radio"
              name={name}
              checked={value.incall_outcall === choice}
              onChange={() => change({ incall_outcall: choice })}
            />
            <span>{text(choice ?? 'any')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Type of business (agency, studio sex, massage salon, strip club), or any. */
export function BusinessTypeField() {
  const { value, change, text, classNames, idPrefix } = useFilterContext();
  const id = `${idPrefix}-business_type`;
  return (
    <div className={cx(styles.field, classNames.field)}>
      <label htmlFor={id} className={cx(styles.label, classNames.label)}>{text('business_type')}</label>
      <select
        id={id}
        className={cx(styles.select, classNames.select)}
        value={value.business_type ?? ''}
        onChange={(e) => change({ business_type: (e.target.value || undefined) as ProfileFilters['business_type'] })}
      >
        <option value="">{text('any')}</option>
        {BUSINESS_TYPES.map((type) => <option key={type} value={type}>{text(`businessTypes.${type}`)}</option>)}
      </select>
    </div>
  );
}
