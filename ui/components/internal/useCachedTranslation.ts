import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n } from 'i18next';
import { LOCALE_BCP47 } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { memoizedT } from '@portal/sdk/i18n';

/**
 * The UI's `useTranslation()`. react-i18next's hook copies the whole i18next instance into a
 * wrapper object and builds a new `t` for every component that mounts: on a 40-card listing that
 * was most of the server's rendering time, and on a profile page about a tenth of it.
 * This reads the instance from the same I18nextProvider and returns one memoizing `t` per instance
 * (sdk/i18n/memo), stable across renders, and the instance's language; a language change on the
 * instance still re-renders. The few components that need the instance itself (`exists`, adding a
 * catalog section) take react-i18next's hook. What home, listing and profile pages hydrate uses
 * only this, so react-i18next's hook (1.5 kB gzip with its helpers) is not in their first load.
 */
export interface CachedTranslation {
  t: i18n['t'];
  /** The instance language: a BCP 47 tag (`cs` for the portal's `cz`), what `Intl` wants. */
  language: string;
}

const subscriptions = new WeakMap<i18n, (onChange: () => void) => () => void>();

function subscribeTo(instance: i18n): (onChange: () => void) => () => void {
  let subscribe = subscriptions.get(instance);
  if (!subscribe) {
    subscribe = (onChange) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    };
    subscriptions.set(instance, subscribe);
  }
  return subscribe;
}

const noSubscription = () => () => undefined;
const keyAsText = ((key: unknown) => (typeof key === 'string' ? key : '')) as i18n['t'];

/** The i18next instance of the nearest I18nextProvider (else react-i18next's global one), as `useTranslation().i18n`. */
export function useI18nInstance(): i18n | undefined {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

export function useCachedTranslation(): CachedTranslation {
  const instance = useI18nInstance();
  const readLanguage = () => instance?.language ?? 'en';
  const language = useSyncExternalStore(instance ? subscribeTo(instance) : noSubscription, readLanguage, readLanguage);
  return { t: instance ? memoizedT(instance) : keyAsText, language: LOCALE_BCP47[language as Locale] ?? language };
}
