import type { LocaleSectionLoaders } from '../section-names';

/**
 * The Czech catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/cz'),
  editor: () => import('../sections/editor/cz'),
  visitor: () => import('../sections/visitor/cz'),
  payments: () => import('../sections/payments/cz'),
  auth: () => import('../sections/auth/cz'),
  feedback: () => import('../sections/feedback/cz'),
  stories: () => import('../sections/stories/cz'),
  forms: () => import('../sections/forms/cz'),
};

export default sections;
