import { Suspense, lazy, useId, useState } from 'react';
import type { ProfileFilters } from '@portal/sdk';
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
  texts?: FilterPanelTexts;
  classNames?: SlotClassNames<FilterPanelSlot>;
}

// The drawer (Radix Dialog) is fetched on first use: most visitors never open it, and it kept the
// listing's first-load JS over budget. Pointer-over or focus of the button starts the download early.
const loadDrawer = () => import('./FilterDrawer');
const FilterDrawer = lazy(loadDrawer);

type BodyProps = Omit<FilterPanelProps, 'layout' | 'onReset' | 'texts'> & { text: FilterContextValue['text'] };

function FilterBody({ value, onChange, options, text, classNames = {}, showBusinessType }: BodyProps) {
  const idPrefix = useId();
  const context: FilterContextValue = {
    value, options, text, classNames, idPrefix,
    change: (changes, options) => onChange(withValues(value, changes), options),
  };
  return (
    <FilterContext.Provider value={context}>
      <div className={styles.fields}>
        <FilterFields showBusinessType={showBusinessType} />
      </div>
    </FilterContext.Provider>
  );
}

/**
 * The listing filters of §3, controlled: `value` in, `onChange(next)` out. On phones the panel
 * sits in a drawer opened by a "Filters" button; from tablets up it is shown inline.
 */
export function FilterPanel({ layout = 'responsive', onReset, texts, classNames = {}, ...body }: FilterPanelProps) {
  const text = useFilterText(texts);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates and focus returns to the button.
  const [wanted, setWanted] = useState(false);
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
          <FilterBody {...body} text={text} classNames={classNames} />
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
              setOpen(true);
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
                onOpenChange={setOpen}
                title={title}
                className={classNames.drawer}
                footer={
                  <>
                    {reset}
                    <Button onClick={() => setOpen(false)}>{text('apply')}</Button>
                  </>
                }
              >
                <FilterBody {...body} text={text} classNames={classNames} />
              </FilterDrawer>
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}
