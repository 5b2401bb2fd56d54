import { use } from 'react';
import type { i18n as I18n } from 'i18next';
import { addSection, hasSection } from '@portal/sdk/i18n';
import type { Section } from '@portal/sdk/i18n';
import { useI18nInstance } from './useCachedTranslation';

const loading = new WeakMap<I18n, Map<Section, Promise<void>>>();

/** A promise React's `use` reads as settled at once (it looks at `status`), for a section already there. */
const ready: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Adds a catalog section to an instance once; concurrent callers share the load. The same promise
 * while it loads: a component that suspended on it must read the same one when React retries.
 */
export function ensureSection(i18n: I18n, section: Section): Promise<void> {
  let byInstance = loading.get(i18n);
  if (!byInstance) loading.set(i18n, (byInstance = new Map()));
  let promise = byInstance.get(section);
  if (!promise) {
    promise = hasSection(i18n, section) ? ready : addSection(i18n, section);
    byInstance.set(section, promise);
    // A failed download may be tried again by the next render.
    promise.catch(() => byInstance.delete(section));
  }
  return promise;
}

/**
 * Suspends until a catalog section's texts are in the page's i18n instance. For the lazy parts of
 * a page (ui/site/shell/lazy-part.tsx) whose texts live in a section the page does not load before
 * it hydrates (`visitor`): the server's loader has added it, so the server's HTML has the texts; in
 * the browser the part keeps that HTML until both its chunk and the section have come. A loader
 * adds it on client navigations too, so this suspends only while a page hydrates. Also for a
 * dialog loaded at the press (the report dialog's `feedback`): it shows once its texts are there.
 */
export function useSection(section: Section): void {
  const i18n = useI18nInstance();
  // Always read (a settled promise once the texts are there): React replays a suspended `use`.
  if (i18n) use(ensureSection(i18n, section));
}
