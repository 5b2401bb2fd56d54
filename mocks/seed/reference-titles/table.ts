import { LOCALES } from '../../../schemas';
import type { Locale } from '../../../schemas';

/**
 * The mock's reference tables in the nine languages, as a real API answers its own tables by
 * Content-Language. A row holds the eight other languages' titles of one English title, in the
 * order of LOCALES: es, fr, de, it, cz (Czech), ru, pt, el. Every row is complete (a test checks
 * it), so a title that reads the same in a language (Trans in German) is written out, not missing.
 */
export type OtherLocale = Exclude<Locale, 'en'>;
export type Row = readonly [es: string, fr: string, de: string, it: string, cz: string, ru: string, pt: string, el: string];
/** English title -> its row. */
export type TitleTable = Readonly<Record<string, Row>>;

export const OTHER_LOCALES: readonly OtherLocale[] = LOCALES.filter((l): l is OtherLocale => l !== 'en');

/** The title of `key` in another language than English, or undefined where `table` has no row for it. */
export function rowTitle(table: TitleTable | undefined, key: string, locale: OtherLocale): string | undefined {
  return table?.[key]?.[OTHER_LOCALES.indexOf(locale)];
}

/** `english` in `locale` from `table`; English, or a title the table lacks, as it is. */
export function titleIn(table: TitleTable | undefined, english: string, locale: Locale): string {
  return locale === 'en' ? english : (rowTitle(table, english, locale) ?? english);
}
