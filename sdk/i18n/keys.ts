import type { Catalog } from './locales/en';
import type { SECTION_MOUNTS, SectionCatalogs } from './section-names';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type StripPlural<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/** Dot paths to every string of a catalog, plural keys by their base: 'listing.found', 'nav.login'. */
type Paths<T> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends string ? StripPlural<K> : `${K}.${Paths<NonNullable<T[K]>>}`;
}[keyof T & string];

type SectionKeys = {
  [S in keyof SectionCatalogs]: `${(typeof SECTION_MOUNTS)[S]}.${Paths<SectionCatalogs[S]>}`;
}[keyof SectionCatalogs];

/** Every key `t()` accepts, sections included ('pages.legal.terms.p1'): e.g. to type a prop holding a key. */
export type TranslationKey = Paths<Catalog> | SectionKeys;
