import type { AuthCatalog } from './sections/auth/en';
import type { FeedbackCatalog } from './sections/feedback/en';
import type { FormsCatalog } from './sections/forms/en';
import type { StoriesCatalog } from './sections/stories/en';
import type { EditorCatalog } from './sections/editor/en';
import type { LegalCatalog } from './sections/legal/en';
import type { PaymentsCatalog } from './sections/payments/en';
import type { VisitorCatalog } from './sections/visitor/en';

/**
 * Sections: texts that only some routes show, kept out of the main catalog (and its 8 kB budget)
 * and loaded as chunks of their own. Each is mounted at a path of the main catalog, so its keys
 * read like any other: `t('pages.legal.terms.p1')`, `t('editor.steps.media')`.
 * - legal: the body copy of the three legal pages.
 * - editor: the account area (profile editor, dashboard, account tabs), never needed by visitors.
 * - visitor: sorting, searches, full-screen photos, sharing, recently viewed (beyond the spec); the
 *   listing, profile, business and home pages' lazy parts show them.
 * - payments: the wallet and the checkout (LoveCoins packages, TOP/VIP and their benefits, offers,
 *   purchase history), shown only by the payments pages. Mounted at `payments` beside the main
 *   catalog's own `payments` texts (balance, LoveCoins count, "Buy LoveCoins", banner sizes, the §8
 *   payment errors), which the header and public pages show; `t('payments.packages.starter')` reads
 *   the same either way. The main catalog's `payments` object exists without the section, so
 *   whether it is loaded is told by `hasSection`, not by looking up its mount.
 * - auth: the login, sign-up, password and email-verify forms and the account roles, shown only by
 *   those pages and the members' account pages. Mounted at `auth` beside the main catalog's own
 *   `auth` texts (the session-expired and account-deleted notices the shell may show on any page).
 * - feedback: the contact form (the feedback page) and the report form (the profile and business
 *   pages' report dialog, which loads the section when it opens).
 * - stories: the stories page's posting, upload and playing texts.
 * - forms: the form errors (`validation.*`): every section whose pages have forms requires it
 *   (SECTION_REQUIRES), and the review form of the profile and business pages loads it when shown.
 */
export interface SectionCatalogs {
  legal: LegalCatalog;
  editor: EditorCatalog;
  visitor: VisitorCatalog;
  payments: PaymentsCatalog;
  auth: AuthCatalog;
  feedback: FeedbackCatalog;
  stories: StoriesCatalog;
  forms: FormsCatalog;
}
export type Section = keyof SectionCatalogs;

/** One language's section loaders (each locale's catalog module exports them as `sections`). */
export type LocaleSectionLoaders = { readonly [S in Section]: () => Promise<{ default: SectionCatalogs[S] }> };

export const SECTION_MOUNTS = { legal: 'pages.legal', editor: 'editor', visitor: 'visitor', payments: 'payments', auth: 'auth', feedback: 'feedback', stories: 'stories', forms: 'validation' } as const satisfies Readonly<Record<Section, string>>;

/**
 * Sections that come with another: a page that declares one gets the other too (createI18n,
 * addSection), so a page with a form never shows a form error's key.
 */
export const SECTION_REQUIRES: { readonly [S in Section]?: readonly Section[] } = {
  auth: ['forms'],
  editor: ['forms'],
  feedback: ['forms'],
  payments: ['forms'],
  stories: ['forms'],
};

/** The sections with the ones they require, each once, in order. */
export function withRequiredSections(sections: readonly Section[]): Section[] {
  return [...new Set(sections.flatMap((section) => [section, ...(SECTION_REQUIRES[section] ?? [])]))];
}
