import type { LocaleSectionLoaders } from '../section-names';

/**
 * The German catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/de'),
  editor: () => import('../sections/editor/de'),
  visitor: () => import('../sections/visitor/de'),
  payments: () => import('../sections/payments/de'),
  auth: () => import('../sections/auth/de'),
  feedback: () => import('../sections/feedback/de'),
  stories: () => import('../sections/stories/de'),
  forms: () => import('../sections/forms/de'),
};

export default sections;
