import './shims';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@portal/sdk/i18n';

/**
 * The site's own i18next setup (createI18n) in English for component tests: the same
 * interpolation, plural and number formatting the pages get. Created once per test file.
 */
export const testI18n = await createI18n('en', { sections: ['legal', 'editor', 'payments', 'auth', 'feedback', 'stories'] });

export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={testI18n}>{children}</I18nextProvider>;
}

/** `render` inside an English I18nextProvider. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: I18nWrapper, ...options });
}
