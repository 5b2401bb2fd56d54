import { useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { CityComboboxProps } from './CityCombobox';
import { cityLabel } from './cityOptions';
import type { CityOption } from './cityOptions';
import styles from './CitySearch.module.css';

type Combobox = ComponentType<CityComboboxProps>;
let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;

/** The combobox's chunk (downshift, ≈ 8 kB gzip): loaded once, on the visitor's first intent. */
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./CityCombobox').then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface CitySearchProps {
  id: string;
  /** Every city to choose from; undefined until the host has them (`onWant` asks for them). */
  cities: readonly CityOption[] | undefined;
  /** The chosen city, or null for any city. */
  value: CityOption | null;
  onChange: (city: CityOption | null) => void;
  /** The visitor reaches for the field (pointer over it, focus, typing): load the cities. */
  onWant?: () => void;
}

/**
 * A city search over the reference cities (beyond the spec): an accessible combobox whose code
 * (downshift) is not in the page's first load. The server renders a plain labelled text field; the
 * visitor's first intent loads the combobox, which takes the field's place with what was typed and
 * the focus. A clear button goes back to any city.
 */
export function CitySearch({ id, cities, value, onChange, onWant }: CitySearchProps) {
  const { t } = useCachedTranslation();
  // The combobox once loaded, and whether it takes the focus from the plain field it replaces.
  const [swap, setSwap] = useState<{ Combobox: Combobox; focus: boolean } | undefined>(() => (loaded ? { Combobox: loaded, focus: false } : undefined));
  const [draft, setDraft] = useState(value ? cityLabel(value) : '');
  const field = useRef<HTMLInputElement>(null);

  const want = () => {
    onWant?.();
    if (!swap) {
      void loadCombobox().then(
        (Combobox) => setSwap({ Combobox, focus: field.current !== null && document.activeElement === field.current }),
        () => undefined,
      );
    }
  };
  // The chosen city changed (the URL did): the plain field shows it.
  const [shown, setShown] = useState(value?.id);
  if (shown !== value?.id) {
    setShown(value?.id);
    setDraft(value ? cityLabel(value) : '');
  }

  if (swap) {
    const { Combobox } = swap;
    return <Combobox id={id} cities={cities} value={value} onChange={onChange} initialInput={draft} autoFocus={swap.focus} onWant={onWant} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{t('visitor.search.city')}</label>
      <div className={styles.inputRow}>
        <input
          ref={field}
          id={id}
          type="text"
          className={styles.control}
          value={draft}
          placeholder={t('visitor.search.cityPlaceholder')}
          autoComplete="off"
          onPointerEnter={want}
          onFocus={want}
          onChange={(event) => setDraft(event.target.value)}
        />
        {value ? (
          <button type="button" className={styles.clear} aria-label={t('visitor.search.clearCity')} onPointerEnter={want} onClick={() => onChange(null)}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
