import { useState } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { NAME_SEARCH_MAX_LENGTH } from '@portal/sdk';
import styles from './ListingToolbar.module.css';

export interface NameSearchProps {
  id: string;
  /** The name searched for now (the URL's). */
  value: string | undefined;
  /** Clears the search at once (the field's clear button); typing only searches on submit. */
  onClear: () => void;
  /** The form field's name, so the search works without JavaScript too. */
  name?: string;
}

/**
 * The name search field (beyond the spec): a labelled search input the enclosing form submits
 * (Enter or its Search button), with a button that clears the current search. The text the
 * visitor types is kept while they type; a new URL (back, a link) puts its own value in.
 */
export function NameSearch({ id, value, onClear, name = 'name' }: NameSearchProps) {
  const { t } = useCachedTranslation();
  const [text, setText] = useState(value ?? '');
  // A new search from the URL (submitted, cleared, back) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{t('visitor.search.name')}</label>
      <div className={styles.inputRow}>
        <input
          id={id}
          name={name}
          type="search"
          className={styles.control}
          value={text}
          maxLength={NAME_SEARCH_MAX_LENGTH}
          placeholder={t('visitor.search.namePlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        {value ? (
          <button type="button" className={styles.clear} aria-label={t('visitor.search.clearName')} onClick={onClear}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
