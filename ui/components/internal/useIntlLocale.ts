import { useTranslation } from 'react-i18next';
import { LOCALE_BCP47 } from '@portal/sdk';
import type { Locale } from '@portal/sdk';

/** The BCP 47 tag for `Intl` of the active language (the portal's `cz` is `cs`). */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  const lang = i18n.language as Locale;
  return LOCALE_BCP47[lang] ?? lang ?? 'en';
}
