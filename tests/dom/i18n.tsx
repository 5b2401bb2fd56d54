import './shims';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../sdk/i18n/locales/en';

/**
 * An English i18next instance for component tests, built synchronously from the `en` catalog
 * with the catalog's conventions (single-brace interpolation, no HTML escaping: React escapes).
 */
export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<I18n['init']>[0]);
  return instance;
}

const shared = createTestI18n();

export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={shared}>{children}</I18nextProvider>;
}

/** `render` inside an English I18nextProvider. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: I18nWrapper, ...options });
}

export { shared as testI18n };
