import { LOCALES, LOCALE_BCP47 } from '../../../schemas/constants';
import type { Locale } from '../../../schemas/constants';
import en from '@portal/sdk/i18n/en';
import es from '@portal/sdk/i18n/es';
import fr from '@portal/sdk/i18n/fr';
import de from '@portal/sdk/i18n/de';
import it from '@portal/sdk/i18n/it';
import cz from '@portal/sdk/i18n/cz';
import ru from '@portal/sdk/i18n/ru';
import pt from '@portal/sdk/i18n/pt';
import el from '@portal/sdk/i18n/el';
import editorEn from '../../../sdk/i18n/sections/editor/en';
import editorEs from '../../../sdk/i18n/sections/editor/es';
import editorFr from '../../../sdk/i18n/sections/editor/fr';
import editorDe from '../../../sdk/i18n/sections/editor/de';
import editorIt from '../../../sdk/i18n/sections/editor/it';
import editorCz from '../../../sdk/i18n/sections/editor/cz';
import editorRu from '../../../sdk/i18n/sections/editor/ru';
import editorPt from '../../../sdk/i18n/sections/editor/pt';
import editorEl from '../../../sdk/i18n/sections/editor/el';
import legalEn from '../../../sdk/i18n/sections/legal/en';
import legalEs from '../../../sdk/i18n/sections/legal/es';
import legalFr from '../../../sdk/i18n/sections/legal/fr';
import legalDe from '../../../sdk/i18n/sections/legal/de';
import legalIt from '../../../sdk/i18n/sections/legal/it';
import legalCz from '../../../sdk/i18n/sections/legal/cz';
import legalRu from '../../../sdk/i18n/sections/legal/ru';
import legalPt from '../../../sdk/i18n/sections/legal/pt';
import legalEl from '../../../sdk/i18n/sections/legal/el';
import visitorEn from '../../../sdk/i18n/sections/visitor/en';
import visitorEs from '../../../sdk/i18n/sections/visitor/es';
import visitorFr from '../../../sdk/i18n/sections/visitor/fr';
import visitorDe from '../../../sdk/i18n/sections/visitor/de';
import visitorIt from '../../../sdk/i18n/sections/visitor/it';
import visitorCz from '../../../sdk/i18n/sections/visitor/cz';
import visitorRu from '../../../sdk/i18n/sections/visitor/ru';
import visitorPt from '../../../sdk/i18n/sections/visitor/pt';
import visitorEl from '../../../sdk/i18n/sections/visitor/el';
import paymentsEn from '../../../sdk/i18n/sections/payments/en';
import paymentsEs from '../../../sdk/i18n/sections/payments/es';
import paymentsFr from '../../../sdk/i18n/sections/payments/fr';
import paymentsDe from '../../../sdk/i18n/sections/payments/de';
import paymentsIt from '../../../sdk/i18n/sections/payments/it';
import paymentsCz from '../../../sdk/i18n/sections/payments/cz';
import paymentsRu from '../../../sdk/i18n/sections/payments/ru';
import paymentsPt from '../../../sdk/i18n/sections/payments/pt';
import paymentsEl from '../../../sdk/i18n/sections/payments/el';
import authEn from '../../../sdk/i18n/sections/auth/en';
import authEs from '../../../sdk/i18n/sections/auth/es';
import authFr from '../../../sdk/i18n/sections/auth/fr';
import authDe from '../../../sdk/i18n/sections/auth/de';
import authIt from '../../../sdk/i18n/sections/auth/it';
import authCz from '../../../sdk/i18n/sections/auth/cz';
import authRu from '../../../sdk/i18n/sections/auth/ru';
import authPt from '../../../sdk/i18n/sections/auth/pt';
import authEl from '../../../sdk/i18n/sections/auth/el';
import feedbackEn from '../../../sdk/i18n/sections/feedback/en';
import feedbackEs from '../../../sdk/i18n/sections/feedback/es';
import feedbackFr from '../../../sdk/i18n/sections/feedback/fr';
import feedbackDe from '../../../sdk/i18n/sections/feedback/de';
import feedbackIt from '../../../sdk/i18n/sections/feedback/it';
import feedbackCz from '../../../sdk/i18n/sections/feedback/cz';
import feedbackRu from '../../../sdk/i18n/sections/feedback/ru';
import feedbackPt from '../../../sdk/i18n/sections/feedback/pt';
import feedbackEl from '../../../sdk/i18n/sections/feedback/el';
import storiesEn from '../../../sdk/i18n/sections/stories/en';
import storiesEs from '../../../sdk/i18n/sections/stories/es';
import storiesFr from '../../../sdk/i18n/sections/stories/fr';
import storiesDe from '../../../sdk/i18n/sections/stories/de';
import storiesIt from '../../../sdk/i18n/sections/stories/it';
import storiesCz from '../../../sdk/i18n/sections/stories/cz';
import storiesRu from '../../../sdk/i18n/sections/stories/ru';
import storiesPt from '../../../sdk/i18n/sections/stories/pt';
import storiesEl from '../../../sdk/i18n/sections/stories/el';
import formsEn from '../../../sdk/i18n/sections/forms/en';
import formsEs from '../../../sdk/i18n/sections/forms/es';
import formsFr from '../../../sdk/i18n/sections/forms/fr';
import formsDe from '../../../sdk/i18n/sections/forms/de';
import formsIt from '../../../sdk/i18n/sections/forms/it';
import formsCz from '../../../sdk/i18n/sections/forms/cz';
import formsRu from '../../../sdk/i18n/sections/forms/ru';
import formsPt from '../../../sdk/i18n/sections/forms/pt';
import formsEl from '../../../sdk/i18n/sections/forms/el';

/** The tests import every catalog statically; the SDK itself never does (lazy chunks). */
export const CATALOGS: Readonly<Record<Locale, object>> = { en, es, fr, de, it, cz, ru, pt, el };
export const LEGAL: Readonly<Record<Locale, object>> = {
  en: legalEn, es: legalEs, fr: legalFr, de: legalDe, it: legalIt, cz: legalCz, ru: legalRu, pt: legalPt, el: legalEl,
};
export const EDITOR: Readonly<Record<Locale, object>> = {
  en: editorEn, es: editorEs, fr: editorFr, de: editorDe, it: editorIt, cz: editorCz, ru: editorRu, pt: editorPt, el: editorEl,
};
export const VISITOR: Readonly<Record<Locale, object>> = {
  en: visitorEn, es: visitorEs, fr: visitorFr, de: visitorDe, it: visitorIt, cz: visitorCz, ru: visitorRu, pt: visitorPt, el: visitorEl,
};
export const PAYMENTS: Readonly<Record<Locale, object>> = {
  en: paymentsEn, es: paymentsEs, fr: paymentsFr, de: paymentsDe, it: paymentsIt, cz: paymentsCz, ru: paymentsRu, pt: paymentsPt, el: paymentsEl,
};
export const AUTH: Readonly<Record<Locale, object>> = {
  en: authEn, es: authEs, fr: authFr, de: authDe, it: authIt, cz: authCz, ru: authRu, pt: authPt, el: authEl,
};
export const FEEDBACK: Readonly<Record<Locale, object>> = {
  en: feedbackEn, es: feedbackEs, fr: feedbackFr, de: feedbackDe, it: feedbackIt, cz: feedbackCz, ru: feedbackRu, pt: feedbackPt, el: feedbackEl,
};
export const STORIES: Readonly<Record<Locale, object>> = {
  en: storiesEn, es: storiesEs, fr: storiesFr, de: storiesDe, it: storiesIt, cz: storiesCz, ru: storiesRu, pt: storiesPt, el: storiesEl,
};
export const FORMS: Readonly<Record<Locale, object>> = {
  en: formsEn, es: formsEs, fr: formsFr, de: formsDe, it: formsIt, cz: formsCz, ru: formsRu, pt: formsPt, el: formsEl,
};
export { LOCALES, LOCALE_BCP47 };

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** 'a.b_one' -> value, every string of a nested catalog. */
export function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else throw new Error(`${path} is neither a string nor an object`);
  }
  return out;
}

/** Non-plural keys, and plural bases with the forms present. */
export function shape(flat: Map<string, string>): { plain: Set<string>; plurals: Map<string, Set<string>> } {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      plain.add(key);
      continue;
    }
    const base = key.slice(0, match.index);
    if (!plurals.has(base)) plurals.set(base, new Set());
    plurals.get(base)!.add(match[1]!);
  }
  return { plain, plurals };
}

/** `{n}`, `{count}`, `{x, number}` -> the variable names, sorted. */
export const placeholders = (value: string): string[] =>
  [...value.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!.split(',')[0]!.trim()).sort();

export const pluralCategoriesOf = (locale: Locale): string[] =>
  [...new Intl.PluralRules(LOCALE_BCP47[locale]).resolvedOptions().pluralCategories].sort();
