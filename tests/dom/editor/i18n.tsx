/** The shared English test i18n (createI18n('en')) with jsdom shims; re-exported under editor names. */
export { I18nWrapper as Providers, renderWithI18n as renderEditor, testI18n as i18n } from '../i18n';
