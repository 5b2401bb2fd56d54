import type { LocaleSectionLoaders } from '../section-names';

/**
 * The English catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/en'),
  editor: () => import('../sections/editor/en'),
  visitor: () => import('../sections/visitor/en'),
  payments: () => import('../sections/payments/en'),
  auth: () => import('../sections/auth/en'),
  feedback: () => import('../sections/feedback/en'),
  stories: () => import('../sections/stories/en'),
  forms: () => import('../sections/forms/en'),
};

export default sections;
