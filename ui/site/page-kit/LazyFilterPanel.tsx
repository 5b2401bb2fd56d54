import { Suspense, lazy, memo } from 'react';
import type { FilterPanel as Panel, FilterPanelProps } from '@portal/components/FilterPanel/FilterPanel';
// The panel's stylesheet stays with the listing (its frame below uses it, so it is linked in the
// page's <head>): the server-rendered panel is styled from the first paint, before its code arrives.
import styles from '@portal/components/FilterPanel/FilterPanel.module.css';
import { trackedPart } from '../shell/lazy-part';

type PanelModule = { default: typeof Panel };
let loaded: PanelModule | undefined;
/** The panel counts as one of the page's lazy parts: `html[data-hydrated]` waits for it too. */
const panelPart = trackedPart();

/** Loads the panel's chunk; a listing's loader waits for it, so what it renders next never suspends. */
export const loadFilterPanel = (): Promise<PanelModule> =>
  import('@portal/components/FilterPanel/FilterPanel').then(
    (m) => (loaded = { default: m.FilterPanel }),
    (error: unknown) => {
      panelPart.settle();
      throw error;
    },
  );

/**
 * The listing's filter panel, hydrated on its own (its ≈ 3.5 kB gzip left the listing's
 * first-load JS). A lazy component inside a Suspense boundary: while its chunk loads, React keeps
 * the server's HTML of the panel and hydrates the rest of the page, then the panel once the chunk
 * has arrived (at once if the visitor acts on it meanwhile). On the server and after a client
 * navigation the loader has loaded the chunk already, and the factory hands React the module as a
 * thenable that is already settled (React reads it synchronously), so nothing waits or flashes.
 */
const LazyFilterPanel = lazy(
  () => (loaded ? { then: (settle: (m: PanelModule) => void) => settle(loaded!) } : loadFilterPanel()) as Promise<PanelModule>,
);

/**
 * What stands in for the panel if it must wait for its chunk outside hydration (the loader's
 * download failed and the render tries again): the panel's empty frame, where it will be.
 */
function FilterPanelFrame() {
  return <div className={`${styles.root} ${styles.inlineResponsive}`} aria-busy="true" />;
}

/**
 * The panel in its Suspense boundary, memoized: React hydrates a boundary still waiting for its
 * chunk only if nothing updates it meanwhile (an update makes React drop the server's HTML and
 * draw the panel anew), so a listing that re-renders with the same props leaves it alone. Give
 * it stable callbacks.
 */
export const DeferredFilterPanel = memo(function DeferredFilterPanel(props: FilterPanelProps) {
  panelPart.render();
  return (
    <Suspense fallback={<FilterPanelFrame />}>
      <LazyFilterPanel {...props} />
      <panelPart.Hydrated />
    </Suspense>
  );
});
