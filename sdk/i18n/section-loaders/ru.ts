import type { LocaleSectionLoaders } from '../section-names';

/**
 * The Russian catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/ru'),
  editor: () => import('../sections/editor/ru'),
  visitor: () => import('../sections/visitor/ru'),
  payments: () => import('../sections/payments/ru'),
  auth: () => import('../sections/auth/ru'),
  feedback: () => import('../sections/feedback/ru'),
  stories: () => import('../sections/stories/ru'),
  forms: () => import('../sections/forms/ru'),
};

export default sections;
