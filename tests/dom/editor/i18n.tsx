import '../shims';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../../schemas/constants';
import { createI18n } from '@portal/sdk/i18n';

/**
 * English as the account pages get it: createI18n with the `editor` section mounted, and `auth`
 * (the settings' password and email forms read its texts).
 */
export const i18n = await createI18n('en', { sections: ['editor', 'auth'] });

export function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export function renderEditor(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/** The same in another language (its own i18n instance with the `editor` and `auth` sections). */
export async function renderEditorIn(locale: Locale, ui: ReactElement) {
  const other = await createI18n(locale, { sections: ['editor', 'auth'] });
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={other}>{children}</I18nextProvider>;
  return render(ui, { wrapper: Wrapper });
}
