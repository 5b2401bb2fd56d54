import { useEffect, useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import { cityLabel, matchCities } from './cityOptions';
import type { CityOption } from './cityOptions';
import styles from './CitySearch.module.css';

export interface CityComboboxProps {
  id: string;
  cities: readonly CityOption[] | undefined;
  value: CityOption | null;
  onChange: (city: CityOption | null) => void;
  /** What the visitor typed into the plain field before this loaded. */
  initialInput: string;
  /** Take the focus from the plain field this replaces, with its menu open. */
  autoFocus?: boolean;
  /**
   * The visitor reached for the field (focus, or the menu opened): the host loads the cities if it
   * has not. Asked here too, because once the combobox is loaded (an earlier page's search) a new
   * search renders it from the start, with no plain field to ask first.
   */
  onWant?: () => void;
}

/**
 * The city search's combobox (WAI-ARIA 1.2 pattern, downshift's useCombobox): type to narrow the
 * list, arrows to move, Enter to choose, Escape to close. Loaded on intent by CitySearch; the
 * number of matches is announced politely in the page's language.
 */
export default function CityCombobox({ id, cities, value, onChange, initialInput, autoFocus = false, onWant }: CityComboboxProps) {
  const { t, language } = useCachedTranslation();
  // What is typed filters the list. The field's value itself stays downshift's (uncontrolled): a
  // value written back from this state would lag a render behind fast typing and drop keys.
  const [input, setInput] = useState(initialInput);
  const items = useMemo(() => matchCities(cities ?? [], input, value, language), [cities, input, value, language]);
  const {
    isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex, openMenu, selectItem,
  } = useCombobox<CityOption>({
    inputId: id,
    items,
    itemToString: (city) => (city ? cityLabel(city) : ''),
    itemToKey: (city) => city?.id ?? null,
    selectedItem: value,
    initialInputValue: initialInput,
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ''),
    onIsOpenChange: ({ isOpen: open }) => {
      if (open) onWant?.();
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    getA11yStatusMessage: ({ isOpen: open }) => {
      if (!open || !cities) return '';
      return items.length > 0 ? t('visitor.search.cities', { count: items.length }) : t('visitor.search.noCity', { text: input });
    },
  });

  useEffect(() => {
    const field = document.getElementById(id);
    if (!autoFocus || !(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    openMenu();
    // Only when this replaces the focused plain field, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.field}>
      <label {...getLabelProps({ className: styles.label })}>{t('visitor.search.city')}</label>
      <div className={styles.inputRow}>
        <input
          {...getInputProps({
            className: styles.control,
            placeholder: t('visitor.search.cityPlaceholder'),
            autoComplete: 'off',
            onFocus: () => onWant?.(),
          })}
        />
        {value ? (
          <button type="button" className={styles.clear} aria-label={t('visitor.search.clearCity')} onClick={() => selectItem(null)}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <ul {...getMenuProps({ className: cx(styles.menu, !(isOpen && cities) && styles.closed) })}>
        {isOpen && cities
          ? items.length > 0
            ? items.map((city, index) => (
                <li
                  key={city.id}
                  {...getItemProps({ item: city, index, className: cx(styles.option, highlightedIndex === index && styles.highlighted) })}
                >
                  {cityLabel(city)}
                </li>
              ))
            : null
          : null}
      </ul>
      {isOpen && cities && items.length === 0 ? <p className={styles.none}>{t('visitor.search.noCity', { text: input })}</p> : null}
      {isOpen && !cities ? <p className={styles.none}>{t('common.loading')}</p> : null}
    </div>
  );
}
