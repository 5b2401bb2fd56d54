import { useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useCachedTranslation } from '../useCachedTranslation';
import { Button, ButtonLink } from '../../Button';
import { cx } from '../cx';
import styles from './SelectFilters.module.css';

/**
 * The filters as shown: the choice at once, while the page loads what it asks for; a new `value`
 * (the URL) wins. `set` shows a choice and reports it.
 */
export function useShownFilters<T extends object>(value: T, same: (a: T, b: T) => boolean, onChange: (next: T) => void) {
  const [current, setCurrent] = useState(value);
  const [given, setGiven] = useState(value);
  if (!same(given, value)) {
    setGiven(value);
    setCurrent(value);
  }
  const set = (next: T) => {
    setCurrent(next);
    onChange(next);
  };
  return { current, setCurrent, set };
}

export interface SelectFiltersFormProps {
  /** The listing without filters: where the form is sent without JavaScript (GET), and what "Reset filters" opens. */
  action: string;
  /** Whether a filter is set (the reset link shows). */
  any: boolean;
  /** Apply pressed (with JavaScript): the page applies what is shown. */
  onApply: () => void;
  /** Reset followed: the form clears at once, while the page follows the link. */
  onReset: () => void;
  /** Two fields side by side on a phone, and `wide` rows of their own there. */
  pairs?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A listing's filters as selects whose choice applies at once (with JavaScript) or with the
 * button (a plain GET form without it), and a reset link while a filter is set.
 */
export function SelectFiltersForm({ action, any, onApply, onReset, pairs = false, className, children }: SelectFiltersFormProps) {
  const { t } = useCachedTranslation();
  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      method="get"
      action={action}
      className={cx(styles.root, pairs && styles.pairs, className)}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onApply();
      }}
    >
      {children}
      <div className={cx(styles.actions, styles.wide)}>
        <Button type="submit" variant="secondary">{t('filters.apply')}</Button>
        {/* A choice made before the page has the new URL starts from nothing, not from the filters being reset. */}
        {any ? <ButtonLink variant="link" href={action} onClick={onReset}>{t('filters.reset')}</ButtonLink> : null}
      </div>
    </form>
  );
}

export interface SelectFilterProps {
  id: string;
  label: string;
  /** The query parameter the form sends without JavaScript. */
  name: string;
  value: string | number | undefined;
  onChange: (text: string) => void;
  /** The options after "Any" (`<option>` or `<optgroup>` elements). */
  children: ReactNode;
}

/** One labelled select, "Any" first. */
export function SelectFilter({ id, label, name, value, onChange, children }: SelectFilterProps) {
  const { t } = useCachedTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className={styles.select} value={value ?? ''} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
        <option value="">{t('filters.any')}</option>
        {children}
      </select>
    </div>
  );
}

/** A part on a row of its own on a phone in `pairs` (the city search). */
export function WideFilter({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}

/** A select's text as a positive id or number, none for "Any". */
export const positive = (text: string): number | undefined => (text === '' ? undefined : Number(text));
