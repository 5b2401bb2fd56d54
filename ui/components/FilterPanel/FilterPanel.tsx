import { Suspense, lazy, useId, useState } from 'react';
import type { ProfileFilters } from '@portal/sdk';
import { NAME_SEARCH_MAX_LENGTH } from '@portal/sdk';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import type { SlotClassNames } from '../internal/cx';
import styles from './FilterPanel.module.css';
import { FilterFields } from './FilterFields';
import { countActive, withValues } from './filterModel';
import type { FilterPanelOptions } from './filterModel';
import { FilterContext, useFilterText } from './texts';
import type { FilterChangeOptions, FilterContextValue, FilterPanelSlot, FilterPanelTexts } from './texts';

export interface FilterPanelProps {
  /** The current filters (usually from the URL through `useFilters`). */
  value: ProfileFilters;
  /**
   * Called with the whole next filter object on every change; empty values are left out.
   * `options.replace` marks a further step of one slider adjustment (useFilters' `setFilters`
   * takes it as it is): the URL's entry is replaced instead of a new one pushed.
   */
  onChange: (next: ProfileFilters, options?: FilterChangeOptions) => void;
  /** The choices: GET /api/filter-data's `profile` options, or the part of them a first paint needs (`firstPaintOptions`). */
  options: FilterPanelOptions;
  /** Clears every filter. */
  onReset: () => void;
  /** `responsive`: inline from 768 px, a drawer behind a "Filters" button below. */
  layout?: 'responsive' | 'inline' | 'drawer';
  showBusinessType?: boolean;
  /** The drawer holds the name search too (a phone's listing bar has no room for it). */
  nameSearch?: boolean;
  /**
   * The drawer's pending filters as the visitor changes them (null once it closes): the host asks
   * how many results they give and passes that back as `pendingCount`.
   */
  onPendingChange?: (pending: ProfileFilters | null) => void;
  /** How many results the pending filters give: Apply says "Show 37 results". */
  pendingCount?: number | undefined;
  texts?: FilterPanelTexts;
  classNames?: SlotClassNames<FilterPanelSlot>;
}

// The drawer (Radix Dialog) is fetched on first use: most visitors never open it, and it kept the
// listing's first-load JS over budget. Pointer-over or focus of the button starts the download early.
const loadDrawer = () => import('./FilterDrawer');
const FilterDrawer = lazy(loadDrawer);

type BodyProps = Omit<FilterPanelProps, 'layout' | 'onReset' | 'texts' | 'onPendingChange' | 'pendingCount'> & { text: FilterContextValue['text'] };

/** The name search of the drawer: part of the pending filters, applied with them. */
function NameField({ value, onChange, text }: { value: string | undefined; onChange: (name: string | undefined) => void; text: FilterContextValue['text'] }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{text('name')}</label>
      <input
        id={id}
        type="search"
        className={styles.select}
        value={value ?? ''}
        maxLength={NAME_SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value.trim() === '' ? undefined : event.target.value)}
      />
    </div>
  );
}

function FilterBody({ value, onChange, options, text, classNames = {}, showBusinessType, nameSearch }: BodyProps) {
  const idPrefix = useId();
  const context: FilterContextValue = {
    value, options, text, classNames, idPrefix,
    change: (changes, options) => onChange(withValues(value, changes), options),
  };
  return (
    <FilterContext.Provider value={context}>
      <div className={styles.fields}>
        {nameSearch ? <NameField value={value.name} onChange={(name) => onChange({ ...value, name })} text={text} /> : null}
        <FilterFields showBusinessType={showBusinessType} />
      </div>
    </FilterContext.Provider>
  );
}

/**
 * The listing filters of §3, controlled: `value` in, `onChange(next)` out. On phones the panel
 * sits in a drawer opened by a "Filters" button; from tablets up it is shown inline. The inline
 * panel applies each change at once; the drawer gathers them and applies them with its Apply
 * button ("Show 37 results" when the host says how many), so a phone's listing does not reload
 * behind the sheet at every tap, and closing the sheet any other way leaves the filters as they were.
 */
export function FilterPanel({ layout = 'responsive', onReset, texts, classNames = {}, onPendingChange, pendingCount, ...body }: FilterPanelProps) {
  const text = useFilterText(texts);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates and focus returns to the button.
  const [wanted, setWanted] = useState(false);
  // The drawer's filters, not applied yet (null while it is closed).
  const [pending, setPending] = useState<ProfileFilters | null>(null);
  const pend = (next: ProfileFilters | null) => {
    setPending(next);
    onPendingChange?.(next);
  };
  const openDrawer = (next: boolean) => {
    setOpen(next);
    pend(next ? body.value : null);
  };
  const active = countActive(body.value);
  const title = text('title');
  const reset = (
    <Button variant="link" size="small" onClick={onReset} disabled={active === 0} className={classNames.reset}>
      {text('reset')}
    </Button>
  );

  return (
    <>
      {layout !== 'drawer' ? (
        <div
          role="search"
          aria-labelledby={titleId}
          className={cx(styles.root, layout === 'responsive' && styles.inlineResponsive, classNames.root)}
        >
          <div className={cx(styles.header, classNames.header)}>
            <h2 id={titleId} className={cx(styles.title, classNames.title)}>{title}</h2>
            {reset}
          </div>
          {/* The inline panel sits beside the toolbar, whose name search it does not repeat. */}
          <FilterBody {...body} nameSearch={false} text={text} classNames={classNames} />
        </div>
      ) : null}
      {layout !== 'inline' ? (
        <>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={open}
            className={cx(styles.drawerButton, layout === 'responsive' && styles.drawerResponsive, classNames.drawerButton)}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={() => {
              setWanted(true);
              openDrawer(true);
            }}
          >
            <span aria-hidden="true">☰</span>
            {title}
            {active > 0 ? <span className={styles.count}>{active}</span> : null}
          </Button>
          {wanted ? (
            <Suspense fallback={null}>
              <FilterDrawer
                open={open}
                onOpenChange={openDrawer}
                title={title}
                className={classNames.drawer}
                footer={
                  <>
                    <Button
                      variant="link"
                      size="small"
                      // Clears the sheet's filters; the order stays, and the name unless the sheet holds it.
                      onClick={() => pend(withValues({}, { sort: body.value.sort, name: body.nameSearch ? undefined : body.value.name }))}
                      disabled={countActive(pending ?? body.value) === 0 && !(body.nameSearch && pending?.name)}
                      className={classNames.reset}
                    >
                      {text('reset')}
                    </Button>
                    <Button
                      onClick={() => {
                        if (pending) body.onChange(pending);
                        openDrawer(false);
                      }}
                    >
                      {pendingCount === undefined ? text('apply') : text('showResults', { count: pendingCount })}
                    </Button>
                  </>
                }
              >
                <FilterBody {...body} value={pending ?? body.value} onChange={(next) => pend(next)} text={text} classNames={classNames} />
              </FilterDrawer>
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}
